import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type AuthChecker, type NonEmptyArray, buildSchema } from 'type-graphql';
import { validateArgument } from './argument-validation';
import { RESOLVER_CLASSES } from './resolvers';

/** Builds a schema from its resolver classes; `instances` supplies the resolver objects (none when only printing). */
export function buildSchemaOf(
  classes: NonEmptyArray<Function>,
  instances: object[] = [],
  authChecker?: AuthChecker,
): Promise<GraphQLSchema> {
  const byClass = new Map<Function, object>(instances.map((instance) => [instance.constructor, instance]));
  return buildSchema({
    resolvers: classes,
    validateFn: validateArgument,
    authChecker,
    container: {
      get: (someClass: Function) => {
        const instance = byClass.get(someClass);
        if (!instance) throw new Error(`No instance for resolver ${someClass.name}`);
        return instance;
      },
    },
  });
}

/**
 * type-graphql wants a checker once any class uses `@Authorized`, which only admin operations do (`Allow`):
 * should one reach the shop's schema, it is refused rather than run.
 */
const noStaffInTheShop = (): boolean => {
  throw new Error('Staff operations are served by the admin API only.');
};

/** The shop's schema (/graphql). */
export function buildAppSchema(instances: object[] = []): Promise<GraphQLSchema> {
  return buildSchemaOf(RESOLVER_CLASSES, instances, noStaffInTheShop);
}

export const SCHEMA_HEADER = '# Emitted from the type-graphql classes by `npm run schema:emit`. Do not edit.\n\n';

export function printSchemaText(schema: GraphQLSchema): string {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}

export async function printAppSchema(): Promise<string> {
  return printSchemaText(await buildAppSchema());
}
