import { CATALOG_ENTITIES } from '../modules/catalog/catalog.entities';

/** Every TypeORM entity of the app; each module adds its list here. */
export const ENTITIES = [...CATALOG_ENTITIES];
