import type { NonEmptyArray } from 'type-graphql';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { OrderLineResolver } from '../modules/orders/order-line.resolver';
import { AccountResolver } from '../modules/customers/account.resolver';
import { AuthResolver } from '../modules/customers/auth.resolver';
import { CartResolver } from '../modules/cart/cart.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { ContentResolver } from '../modules/content/content.resolver';
import { PromotionResolver } from '../modules/promotions/promotion.resolver';
import { PaymentResolver } from '../modules/payments/payment.resolver';
import { AffiliationResolver } from '../modules/affiliation/affiliation.resolver';
import type { Services } from '../services';

/** Every resolver class of the schema. */
export const RESOLVER_CLASSES: NonEmptyArray<Function> = [
  CatalogResolver,
  ProductResolver,
  OrderLineResolver,
  AuthResolver,
  AccountResolver,
  CartResolver,
  OrderResolver,
  ContentResolver,
  PromotionResolver,
  PaymentResolver,
  AffiliationResolver,
];

/** Resolver instances wired to their services; type-graphql asks the container for them. */
export function createResolvers(services: Services): object[] {
  return [
    new CatalogResolver(services.catalog),
    new ProductResolver(services.catalog, services.shippingRules),
    new OrderLineResolver(services.catalog),
    new AuthResolver(services.auth),
    new AccountResolver(services.profiles, services.addresses),
    new CartResolver(services.carts),
    new OrderResolver(
      services.orders,
      services.placeOrders,
      services.shippingRules,
      services.carts,
      services.addresses,
      services.reorders,
      services.catalog,
      services.exciseTaxes,
    ),
    new ContentResolver(services.warranty, services.newsletter),
    new PromotionResolver(services.promotions),
    new AffiliationResolver(services.affiliation),
    new PaymentResolver(services.paymentForm, services.paymentLedger, services.payNow),
  ];
}
