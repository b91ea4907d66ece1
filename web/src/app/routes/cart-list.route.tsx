import { CartListPage } from '../../features/cart/cart-list-page';

export { CartListPage as Component };
