import { ShippingRestrictionsPage } from '../../features/shipping-restrictions/shipping-restrictions-page';

export { ShippingRestrictionsPage as Component };
