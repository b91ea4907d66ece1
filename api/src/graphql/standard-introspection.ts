import {
  type DocumentNode,
  type IntrospectionOptions,
  Kind,
  type OperationDefinitionNode,
  getIntrospectionQuery,
  parse,
  print,
  visit,
} from 'graphql';

/** Every switch of graphql's getIntrospectionQuery, the function GraphiQL and most tools build theirs with. */
const OPTIONS = [
  'descriptions',
  'specifiedByUrl',
  'directiveIsRepeatable',
  'schemaDescription',
  'inputValueDeprecation',
  'experimentalDirectiveDeprecation',
  'oneOf',
] as const satisfies readonly (keyof IntrospectionOptions)[];

/** The document as printed by graphql, without its operation name (tools name the query as they like). */
function canonical(document: DocumentNode): string {
  return print(visit(document, { OperationDefinition: (node) => ({ ...node, name: undefined }) }));
}

let standardDocuments: ReadonlySet<string> | undefined;

/** The standard introspection query in each of its 128 option combinations, built on first use. */
function standardIntrospectionDocuments(): ReadonlySet<string> {
  if (!standardDocuments) {
    const documents = new Set<string>();
    for (let bits = 0; bits < 2 ** OPTIONS.length; bits++) {
      const options: IntrospectionOptions = {};
      OPTIONS.forEach((option, index) => (options[option] = (bits & (1 << index)) !== 0));
      documents.add(canonical(parse(getIntrospectionQuery(options))));
    }
    standardDocuments = documents;
  }
  return standardDocuments;
}

/**
 * Whether a document is exactly the standard introspection query (whatever its options and operation
 * name). Its type references nest 15 levels, deeper than any query the storefront needs; it is bounded by
 * construction, whereas an introspection query written by hand can nest `fields { type { fields … } } }`
 * as deep as it likes, so only this one document may pass the depth limit.
 */
export function isStandardIntrospection(document: DocumentNode): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== 'query') return false;
  const onlySchema = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === '__schema',
  );
  return onlySchema && standardIntrospectionDocuments().has(canonical(document));
}
