import { Catalogue1732165200000 } from './1732165200000-catalogue';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [Catalogue1732165200000];
