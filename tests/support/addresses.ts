import type { ShippingAddressInput } from '../../web/src/graphql/__generated__/graphql';

/** A valid address in a state that takes every product. */
export const ARIZONA: ShippingAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};
