import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import fs from 'node:fs';
import { ADMIN_SCHEMA_PATH, buildAdminSchema } from '../../api/src/graphql/admin-schema';
import { type Permission, ROLE_PERMISSIONS, StaffRole } from '../../api/src/modules/staff/permission.type';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type SignedInStaff, adminClient, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

/** The operations anyone may call: signing in and setting up an account. */
const PUBLIC = ['Query.me', 'Mutation.signIn', 'Mutation.signOut', 'Mutation.openSetupLink', 'Mutation.completeSetup'];

const schema: GraphQLSchema = buildSchema(fs.readFileSync(ADMIN_SCHEMA_PATH, 'utf8'));

/** A value of the type that GraphQL accepts, so the request reaches the permission check. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(type)) {
    return { Int: 1, Float: 1, Money: 1, Boolean: false, ID: '00000000-0000-0000-0000-000000000000' }[type.name] ?? 'x';
  }
  return null;
}

interface Operation {
  readonly name: string;
  readonly text: string;
  readonly variables: Record<string, unknown>;
  readonly permissions: readonly Permission[] | undefined;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    name: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
    text: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)])),
    permissions: field.extensions?.permissions as Permission[] | undefined,
  };
}

const OPERATIONS: Operation[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => operation('query', f)),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => operation('mutation', f)),
];
const GUARDED = OPERATIONS.filter((op) => !PUBLIC.includes(op.name));

const codeOf = async (client: GraphQLClient, op: Operation): Promise<string | undefined> =>
  (await client.raw<unknown>({ query: op.text, variables: op.variables })).errors?.[0]?.extensions?.code;

describe('the admin API permission matrix', () => {
  const staff = new Map<StaffRole, SignedInStaff>();
  beforeAll(async () => {
    for (const role of Object.values(StaffRole)) staff.set(role, await signedInStaff(suite.testApp.app, role));
  });

  it.each(GUARDED.map((op) => [op.name, op]))('%s is refused to nobody and to a customer', async (_name, op) => {
    expect(await codeOf(adminClient(suite.testApp.url), op)).toBe('UNAUTHENTICATED');
    const shop = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(shop, suite.testApp.app.database.url);
    const customer = adminClient(suite.testApp.url);
    customer.setCookie('esi-data', shop.cookie('esi-data')!);
    expect(await codeOf(customer, op)).toBe('UNAUTHENTICATED');
  });

  it.each(GUARDED.map((op) => [op.name, op]))(
    '%s is refused to every role without its permissions',
    async (_name, op) => {
      const required = requiredPermissions(op);
      for (const role of Object.values(StaffRole)) {
        const allowed = required.every((p) => ROLE_PERMISSIONS[role].includes(p));
        const code = await codeOf(staff.get(role)!.client, op);
        if (allowed) expect([role, code]).not.toEqual([role, 'FORBIDDEN']);
        else expect([role, code]).toEqual([role, 'FORBIDDEN']);
      }
    },
  );

  /** The permissions the running app's schema declares for an operation. */
  function requiredPermissions(op: Operation): readonly Permission[] {
    const declared = declaredPermissions.get(op.name);
    if (!declared) throw new Error(`${op.name} declares no permissions`);
    return declared;
  }
});

// The emitted SDL drops field extensions; the app builds the schema with them.
const declaredPermissions = new Map<string, readonly Permission[]>();
beforeAll(async () => {
  const built = await buildAdminSchema();
  for (const [kind, type] of [
    ['Query', built.getQueryType()!],
    ['Mutation', built.getMutationType()!],
  ] as const) {
    for (const field of Object.values(type.getFields())) {
      const permissions = field.extensions?.permissions as Permission[] | undefined;
      if (permissions) declaredPermissions.set(`${kind}.${field.name}`, permissions);
    }
  }
});

it('every operation but signing in and setting up declares its permissions', () => {
  expect(GUARDED.length).toBeGreaterThan(5);
  for (const op of GUARDED) expect([op.name, declaredPermissions.has(op.name)]).toEqual([op.name, true]);
  for (const name of PUBLIC) expect([name, declaredPermissions.has(name)]).toEqual([name, false]);
});
