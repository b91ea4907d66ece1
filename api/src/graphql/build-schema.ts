import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { validateArgument } from './argument-validation';
import { RESOLVER_CLASSES } from './resolvers';

/** Builds the executable schema; `instances` supplies the resolver objects (none when only printing). */
export function buildAppSchema(instances: object[] = []): Promise<GraphQLSchema> {
  const byClass = new Map<Function, object>(instances.map((instance) => [instance.constructor, instance]));
  return buildSchema({
    resolvers: RESOLVER_CLASSES,
    validateFn: validateArgument,
    container: {
      get: (someClass: Function) => {
        const instance = byClass.get(someClass);
        if (!instance) throw new Error(`No instance for resolver ${someClass.name}`);
        return instance;
      },
    },
  });
}

export const SCHEMA_HEADER = '# Emitted from the type-graphql classes by `npm run schema:emit`. Do not edit.\n\n';

export async function printAppSchema(): Promise<string> {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(await buildAppSchema())) + '\n';
}
