import { Catalogue1732165200000 } from './1732165200000-catalogue';
import { Accounts1732165300000 } from './1732165300000-accounts';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [Catalogue1732165200000, Accounts1732165300000];
