import { MenuListPage } from '../../features/listing/menu-list-page';

export { MenuListPage as Component };
