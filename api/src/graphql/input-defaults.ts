import {
  type GraphQLInputType,
  type GraphQLSchema,
  type VariableDefinitionNode,
  astFromValue,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  valueFromASTUntyped,
} from 'graphql';

type Fill = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filler of `type`'s omitted input fields that have defaults, or undefined when none can be omitted. */
function fillerOf(type: GraphQLInputType, seen: Set<string>): Fill | undefined {
  if (isNonNullType(type)) return fillerOf(type.ofType, seen);
  if (isListType(type)) {
    const item = fillerOf(type.ofType, seen);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : item(value)));
  }
  if (!isInputObjectType(type) || seen.has(type.name)) return undefined;
  const inner = new Set(seen).add(type.name);
  const fields = Object.values(type.getFields()).flatMap((field) => {
    // The default as a client would have sent it, so graphql-jit coerces it as it coerces the rest.
    const ast = field.defaultValue === undefined ? undefined : astFromValue(field.defaultValue, field.type);
    const fallback = ast ? valueFromASTUntyped(ast) : undefined;
    const nested = fillerOf(field.type, inner);
    return fallback === undefined && !nested ? [] : [{ name: field.name, fallback, nested }];
  });
  if (!fields.length) return undefined;
  return (value) => {
    if (!isRecord(value)) return value;
    const filled = { ...value };
    for (const { name, fallback, nested } of fields) {
      if (filled[name] === undefined) {
        if (fallback !== undefined) filled[name] = fallback;
      } else if (nested) {
        filled[name] = nested(filled[name]);
      }
    }
    return filled;
  };
}

/**
 * graphql-jit's compiled coercion refuses an omitted input-object field that has a default (`page: Int! = 1`)
 * where graphql-js uses the default. Compiled once per document, this puts the defaults in the variables
 * first, as a client could have sent them; undefined when the document's variables have none to fill.
 */
export function compileInputDefaults(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
): ((variables: Record<string, unknown>) => Record<string, unknown>) | undefined {
  const fillers = definitions.flatMap((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const fill = type && fillerOf(type, new Set());
    return fill ? [{ name: definition.variable.name.value, fill }] : [];
  });
  if (!fillers.length) return undefined;
  return (variables) => {
    const filled = { ...variables };
    for (const { name, fill } of fillers) if (filled[name] !== undefined) filled[name] = fill(filled[name]);
    return filled;
  };
}
