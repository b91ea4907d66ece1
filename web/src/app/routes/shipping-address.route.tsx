import { ShippingAddressPage } from '../../features/account/addresses/shipping-address-page';

export { ShippingAddressPage as Component };
