import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  GraphQLString,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  visit,
} from 'graphql';

/** Writes `{"data":…}` for data without errors, byte for byte what JSON.stringify writes. */
export type AnswerSerializer = (data: unknown) => string;

/** How a value is written: a string, a number, a boolean, any JSON (a custom scalar, an abstract type's object). */
type Leaf = 'string' | 'number' | 'boolean' | 'json';

type Shape =
  | { readonly kind: 'leaf'; readonly leaf: Leaf; readonly nullable: boolean }
  | { readonly kind: 'list'; readonly of: Shape; readonly nullable: boolean }
  | { readonly kind: 'object'; readonly fields: readonly (readonly [string, Shape])[]; readonly nullable: boolean };

/** Thrown by the generated code on what JSON.stringify would write differently (undefined): the caller falls back. */
class Unexpected extends Error {}

const LEAF_OF_SCALAR = new Map<string, Leaf>([
  [GraphQLString.name, 'string'],
  [GraphQLID.name, 'string'],
  [GraphQLInt.name, 'number'],
  [GraphQLFloat.name, 'number'],
  [GraphQLBoolean.name, 'boolean'],
]);

interface Collecting {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

/** The response keys of an object type's selection, in graphql-js's order (first appearance), with their nodes. */
function collect(c: Collecting, type: GraphQLObjectType, sets: readonly SelectionSetNode[]): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const applies = (condition: string | undefined): boolean => {
    if (condition === undefined || condition === type.name) return true;
    const conditionType = c.schema.getType(condition);
    return conditionType !== undefined && isAbstractType(conditionType) && c.schema.isSubType(conditionType, type);
  };
  const walk = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value)) walk(selection.selectionSet);
      } else {
        const fragment = c.fragments.get(selection.name.value);
        if (fragment && applies(fragment.typeCondition.name.value)) walk(fragment.selectionSet);
      }
    }
  };
  sets.forEach(walk);
  return fields;
}

function shapeOf(c: Collecting, type: GraphQLOutputType, nodes: readonly FieldNode[], nullable = true): Shape {
  if (isNonNullType(type)) return shapeOf(c, type.ofType, nodes, false);
  if (isListType(type)) return { kind: 'list', of: shapeOf(c, type.ofType, nodes), nullable };
  if (isEnumType(type)) return { kind: 'leaf', leaf: 'string', nullable };
  if (isObjectType(type)) {
    const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const fields = [...collect(c, type, sets)].map(([key, fieldNodes]): [string, Shape] => {
      const name = fieldNodes[0]!.name.value;
      if (name === '__typename') return [key, { kind: 'leaf', leaf: 'string', nullable: false }];
      const field = type.getFields()[name];
      if (!field) throw new Unexpected(`${type.name} has no field ${name}`);
      return [key, shapeOf(c, field.type, fieldNodes)];
    });
    return { kind: 'object', fields, nullable };
  }
  // A custom scalar writes whatever JSON it serializes to; an abstract type's object, whichever type it is.
  return { kind: 'leaf', leaf: isAbstractType(type) ? 'json' : (LEAF_OF_SCALAR.get(type.name) ?? 'json'), nullable };
}

/** JavaScript source that writes `value` (an expression naming a local) of `shape`; objects become functions. */
class Generator {
  readonly functions: string[] = [];

  write(shape: Shape, value: string): string {
    const missing = shape.nullable ? `${value}===null?'null':${value}===undefined?U()` : `${value}==null?U()`;
    return `(${missing}:${this.present(shape, value)})`;
  }

  private present(shape: Shape, value: string): string {
    if (shape.kind === 'list') return `L(${value},${this.element(shape.of)})`;
    if (shape.kind === 'object') return `${this.object(shape)}(${value})`;
    if (shape.leaf === 'number') return `(''+${value})`;
    if (shape.leaf === 'boolean') return `(${value}?'true':'false')`;
    if (shape.leaf === 'json') return `J(${value})`;
    return `S(${value})`;
  }

  /** A function writing one element of a list. */
  private element(shape: Shape): string {
    const index = this.functions.push('') - 1;
    this.functions[index] = `function f${index}(v){return ${this.write(shape, 'v')};}`;
    return `f${index}`;
  }

  private object(shape: Extract<Shape, { kind: 'object' }>): string {
    const index = this.functions.push('') - 1;
    const parts = shape.fields.map(([key, field], i) => {
      const prefix = JSON.stringify(`${i ? ',' : '{'}${JSON.stringify(key)}:`);
      return `s+=${prefix};v=o[${JSON.stringify(key)}];s+=${this.write(field, 'v')};`;
    });
    const body = shape.fields.length ? `let s='',v;${parts.join('')}return s+'}';` : `return '{}';`;
    this.functions[index] = `function f${index}(o){${body}}`;
    return `f${index}`;
  }
}

const HELPERS = [
  `function U(){throw new Unexpected('a value JSON.stringify would leave out');}`,
  `function S(v){return JSON.stringify(v);}`,
  `function J(v){const s=JSON.stringify(v);return s===undefined?U():s;}`,
  `function L(a,f){const n=a.length;if(n===0)return '[]';let s='['+f(a[0]);for(let i=1;i<n;i++)s+=','+f(a[i]);return s+']';}`,
].join('\n');

/**
 * A serializer compiled for one operation's selection: each object of the answer is written by a function
 * that knows its keys in order and how each value is written, instead of JSON.stringify inspecting every
 * value. Undefined for documents with directives (their fields may be left out). Whatever the generated code
 * meets that it did not expect (undefined), the answer is written by JSON.stringify instead.
 */
export function compileAnswerSerializer(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): AnswerSerializer | undefined {
  let directives = false;
  visit(document, { Directive: () => void (directives = true) });
  const root = schema.getRootType(operation.operation);
  if (directives || !root) return undefined;
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  let shape: Shape;
  try {
    shape = shapeOf({ schema, fragments }, root, [fieldOf(operation)], false);
  } catch (error) {
    if (error instanceof Unexpected) return undefined;
    throw error;
  }
  const generator = new Generator();
  const top = generator.write(shape, 'd');
  const source = `${HELPERS}\n${generator.functions.join('\n')}\nreturn function(d){return '{"data":'+${top}+'}';};`;
  const compiled = new Function('Unexpected', source)(Unexpected) as AnswerSerializer;
  return (data) => {
    try {
      return compiled(data);
    } catch (error) {
      if (error instanceof Unexpected || error instanceof TypeError) return JSON.stringify({ data });
      throw error;
    }
  };
}

/** The operation as a field of the root type, so its selection is collected like any other. */
function fieldOf(operation: OperationDefinitionNode): FieldNode {
  return { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'data' }, selectionSet: operation.selectionSet };
}
