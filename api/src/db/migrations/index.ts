import { Catalogue1732165200000 } from './1732165200000-catalogue';
import { Accounts1732165300000 } from './1732165300000-accounts';
import { Commerce1732165400000 } from './1732165400000-commerce';
import { Content1732165500000 } from './1732165500000-content';
import { FacetCountIndexes1732165600000 } from './1732165600000-facet-count-indexes';
import { OrderIdempotencyKeys1732165700000 } from './1732165700000-order-idempotency-keys';
import { SweepIndexes1732165800000 } from './1732165800000-sweep-indexes';
import { MailOutbox1732165900000 } from './1732165900000-mail-outbox';
import { OrderStatusHistory1732166000000 } from './1732166000000-order-status-history';
import { TrustedDevices1732166100000 } from './1732166100000-trusted-devices';
import { AddressBook1732166200000 } from './1732166200000-address-book';
import { OrderDelivery1732166300000 } from './1732166300000-order-delivery';
import { ProductStock1732166400000 } from './1732166400000-product-stock';
import { SearchRelevance1732166500000 } from './1732166500000-search-relevance';
import { ProductSales1732166600000 } from './1732166600000-product-sales';
import { ProductImageUrls1732166700000 } from './1732166700000-product-image-urls';
import { SearchTermNames1732166800000 } from './1732166800000-search-term-names';
import { SearchPostings1732166900000 } from './1732166900000-search-postings';
import { SearchShowcaseIndex1732167000000 } from './1732167000000-search-showcase-index';
import { BackOfficeStaff1732167100000 } from './1732167100000-back-office-staff';
import { OrdersDesk1732167200000 } from './1732167200000-orders-desk';
import { ProductStatusStockLedger1732167300000 } from './1732167300000-product-status-stock-ledger';
import { CustomersRulesDashboard1732167400000 } from './1732167400000-customers-rules-dashboard';
import { ProductCompliance1732167600000 } from './1732167600000-product-compliance';
import { ExciseTax1732167700000 } from './1732167700000-excise-tax';
import { StateRuleKinds1732167800000 } from './1732167800000-state-rule-kinds';
import { StateDirectories1732167900000 } from './1732167900000-state-directories';
import { OrderExciseTax1732168000000 } from './1732168000000-order-excise-tax';
import { IdentityVerification1732168100000 } from './1732168100000-identity-verification';
import { PactCarriersReports1732168200000 } from './1732168200000-pact-carriers-reports';
import { ParcelLabelStatement1732168300000 } from './1732168300000-parcel-label-statement';
import { AuditTrailOrder1732168400000 } from './1732168400000-audit-trail-order';
import { ExciseTaxByLiquid1732168500000 } from './1732168500000-excise-tax-by-liquid';
import { ExciseTaxNewJerseyKits1732168540000 } from './1732168540000-excise-tax-new-jersey-kits';
import { ProductPublished1732168550000 } from './1732168550000-product-published';
import { SearchFoldedNames1732168560000 } from './1732168560000-search-folded-names';
import { PaymentLedger1732168600000 } from './1732168600000-payment-ledger';
import { PaymentReconciliation1732168610000 } from './1732168610000-payment-reconciliation';
import { Promotions1732168650000 } from './1732168650000-promotions';
import { DiscountLaw1732168660000 } from './1732168660000-discount-law';
import { CartPromotionCodes1732168670000 } from './1732168670000-cart-promotion-codes';
import { ServiceDiscount1732168700000 } from './1732168700000-service-discount';
import { LocalDiscountRules1732168750000 } from './1732168750000-local-discount-rules';
import { CityRuleNames1732169100000 } from './1732169100000-city-rule-names';
import { DiscountRulesRevision1732168760000 } from './1732168760000-discount-rules-revision';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [
  Catalogue1732165200000,
  Accounts1732165300000,
  Commerce1732165400000,
  Content1732165500000,
  FacetCountIndexes1732165600000,
  OrderIdempotencyKeys1732165700000,
  SweepIndexes1732165800000,
  MailOutbox1732165900000,
  OrderStatusHistory1732166000000,
  TrustedDevices1732166100000,
  AddressBook1732166200000,
  OrderDelivery1732166300000,
  ProductStock1732166400000,
  SearchRelevance1732166500000,
  ProductSales1732166600000,
  ProductImageUrls1732166700000,
  SearchTermNames1732166800000,
  SearchPostings1732166900000,
  SearchShowcaseIndex1732167000000,
  BackOfficeStaff1732167100000,
  OrdersDesk1732167200000,
  ProductStatusStockLedger1732167300000,
  CustomersRulesDashboard1732167400000,
  ProductCompliance1732167600000,
  ExciseTax1732167700000,
  StateRuleKinds1732167800000,
  StateDirectories1732167900000,
  OrderExciseTax1732168000000,
  IdentityVerification1732168100000,
  PactCarriersReports1732168200000,
  ParcelLabelStatement1732168300000,
  AuditTrailOrder1732168400000,
  ExciseTaxByLiquid1732168500000,
  ExciseTaxNewJerseyKits1732168540000,
  ProductPublished1732168550000,
  SearchFoldedNames1732168560000,
  PaymentLedger1732168600000,
  PaymentReconciliation1732168610000,
  Promotions1732168650000,
  DiscountLaw1732168660000,
  CartPromotionCodes1732168670000,
  ServiceDiscount1732168700000,
  LocalDiscountRules1732168750000,
  DiscountRulesRevision1732168760000,
  CityRuleNames1732169100000,
];
