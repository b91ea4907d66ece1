import type { Product } from '../modules/catalog/product.type';
import type { ShippingAddress } from '../modules/customers/address.types';

/** Cents as the legacy money string, "12.99", computed in whole numbers. */
export function money(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The legacy `<product>`; text the catalogue leaves empty is "" so old clients always get strings. */
export function legacyProduct(product: Product) {
  return {
    id: product.id,
    product: product.name,
    name: product.name,
    price: `$${money(product.price)}`,
    pic: product.image,
    image: product.image,
    category: product.category,
    subcategory: product.subcategory ?? '',
    brand: product.brand,
    flavor: product.flavor ?? '',
    prodtype: product.productType ?? '',
  };
}

/** The legacy `<address>`: `state` is the two-letter code. */
export function legacyAddress(address: ShippingAddress) {
  return {
    id: address.id,
    firstname: address.firstName,
    lastname: address.lastName,
    address: address.address,
    city: address.city,
    state: address.state,
    statename: address.stateName,
    zipcode: address.zipcode,
  };
}
