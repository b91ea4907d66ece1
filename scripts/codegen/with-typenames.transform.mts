import { type ASTNode, type DocumentNode, type FieldNode, Kind, type SelectionSetNode, visit } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** `__typename` last in every selection set but an operation's own, as Apollo Client's cache adds it. */
function withTypenames(selectionSet: SelectionSetNode, parent: ASTNode | readonly ASTNode[] | undefined) {
  const root = parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
  const has = selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
  return root || has ? undefined : { ...selectionSet, selections: [...selectionSet.selections, TYPENAME] };
}

/**
 * A codegen document transform (codegen.yml names this file): the stored documents must ask for what Apollo
 * Client's documents do once its cache has added __typename.
 */
export function transform<File extends { document?: DocumentNode }>({ documents }: { documents: File[] }): File[] {
  return documents.map((file) => ({
    ...file,
    document:
      file.document && visit(file.document, { SelectionSet: (node, _key, parent) => withTypenames(node, parent) }),
  }));
}
