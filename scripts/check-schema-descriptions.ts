import fs from 'node:fs';
import path from 'node:path';
import { type ASTNode, Kind, OperationTypeNode, parse, visit } from 'graphql';

/**
 * Part of npm run lint: every type, field, argument, input value and enum value of each schema/*schema.graphql
 * (the shop's, and any other API's beside it) carries a description, since clients read the schema as its
 * documentation. The root operation types (Query, Mutation) are left out: type-graphql gives them no description
 * option, and each of their fields carries one.
 */
const SCHEMA_DIR = path.resolve(__dirname, '..', 'schema');

const DESCRIBED = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.FIELD_DEFINITION,
  Kind.INPUT_VALUE_DEFINITION,
  Kind.ENUM_VALUE_DEFINITION,
]);

/** The undescribed elements of one schema's SDL, each as Type, Type.field, Type.field(argument) or Type.VALUE. */
export function undescribed(sdl: string): string[] {
  const document = parse(sdl);
  const schema = document.definitions.find((d) => d.kind === Kind.SCHEMA_DEFINITION);
  const roots = new Set(
    schema?.kind === Kind.SCHEMA_DEFINITION
      ? schema.operationTypes.map((t) => t.type.name.value)
      : Object.values(OperationTypeNode).map((op) => op[0]!.toUpperCase() + op.slice(1)),
  );
  const found: string[] = [];
  const names: string[] = [];
  visit(document, {
    enter(node: ASTNode) {
      if (!DESCRIBED.has(node.kind) || !('name' in node) || !node.name) return;
      const name =
        node.kind === Kind.INPUT_VALUE_DEFINITION && names.length === 2 ? `(${node.name.value})` : node.name.value;
      names.push(name);
      if (node.kind === Kind.OBJECT_TYPE_DEFINITION && roots.has(name)) return;
      if (!('description' in node) || !node.description?.value.trim()) found.push(names.join('.').replace('.(', '('));
    },
    leave(node: ASTNode) {
      if (DESCRIBED.has(node.kind) && 'name' in node && node.name) names.pop();
    },
  });
  return found;
}

if (require.main === module) {
  let total = 0;
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('schema.graphql'))) {
    const missing = undescribed(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
    for (const element of missing) process.stderr.write(`schema/${file}: ${element} has no description\n`);
    total += missing.length;
  }
  if (total) {
    process.stderr.write(`${total} schema elements without a description: give them one (\`description:\`).\n`);
    process.exit(1);
  }
}
