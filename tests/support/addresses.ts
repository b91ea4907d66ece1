import type { ShippingAddressInput } from '../../web/src/graphql/__generated__/graphql';
import type { Fields } from './rest-client';

/** A valid address in a state that takes every product. */
export const ARIZONA: ShippingAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};

/** The same address as the legacy shipping call's form fields, for the customer `logid`. */
export const legacyPhoenix = (logid: string, overrides: Fields = {}): Fields => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'Arizona',
  zipcode: '85004',
  logid,
  ...overrides,
});
