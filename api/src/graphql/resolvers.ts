import type { NonEmptyArray } from 'type-graphql';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import type { Services } from '../services';

/** Every resolver class of the schema. */
export const RESOLVER_CLASSES: NonEmptyArray<Function> = [CatalogResolver];

/** Resolver instances wired to their services; type-graphql asks the container for them. */
export function createResolvers(services: Services): object[] {
  return [new CatalogResolver(services.catalog)];
}
