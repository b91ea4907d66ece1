import type { AppConfig } from './config';
import type { Sql } from './db/sql';
import { CatalogService } from './modules/catalog/catalog.service';
import { AddressService } from './modules/customers/address.service';
import { AuthService } from './modules/customers/auth.service';
import { ProfileService } from './modules/customers/profile.service';
import { LoginThrottle } from './modules/customers/login-throttle.rules';
import { SessionService } from './modules/customers/session.service';
import { TrustedDeviceService } from './modules/customers/trusted-device.service';
import { VerificationCodeService } from './modules/customers/verification-code.service';
import { MailService } from './modules/mail/mail.service';
import { FailureBackoff } from './security/failure-backoff';
import { RateLimiter } from './security/rate-limiter';
import { CartService } from './modules/cart/cart.service';
import { OrderService } from './modules/orders/order.service';
import { PlaceOrderService } from './modules/orders/place-order.service';
import { BuyAgainService } from './modules/orders/buy-again.service';
import { IdempotencyKeys } from './modules/orders/idempotency-keys.service';
import { OrderDeskService } from './modules/orders/order-desk.service';
import { ShippingRulesService } from './modules/compliance/shipping-rules.service';
import { DirectoryListingService } from './modules/compliance/directory-listing.service';
import { NewsletterService } from './modules/content/newsletter.service';
import { WarrantyService } from './modules/content/warranty.service';
import { AuditService } from './modules/audit/audit.service';
import { AuditTrailService, MAX_NAMED_RECORDS } from './modules/audit/audit-trail.service';
import { StaffService } from './modules/staff/staff.service';
import { StaffSessionService } from './modules/staff/staff-session.service';
import { CustomerDeskService } from './modules/customers/customer-desk.service';
import { ShippingRuleEditorService } from './modules/compliance/shipping-rule-editor.service';
import { ProductScopeService } from './modules/catalog/product-scope.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { OrderFiguresService } from './modules/orders/order-figures.service';
import { LowStockService } from './modules/catalog/low-stock.service';
import { ProductAdminService } from './modules/catalog/product-admin.service';
import { StockLedgerService } from './modules/catalog/stock-ledger.service';
import { CatalogueImportService } from './modules/catalog/catalogue-import.service';
import { ExciseTaxService } from './modules/compliance/excise-tax.service';
import type { AgeVerifier } from './modules/verification/age-verification.types';
import { ParcelLabelService } from './modules/compliance/parcel-label.service';
import { IdentityVerificationService } from './modules/verification/identity-verification.service';
import { CarrierService } from './modules/shipping/carrier.service';
import { ShippedLinesService } from './modules/orders/shipped-lines.service';
import { PactReportService } from './modules/compliance/pact-report.service';
import { WorkService } from './modules/dashboard/work.service';
import type { SetupCheck } from './common/setup-check';
import { sellerRegistrationCheck } from './modules/compliance/seller-registration.setup-check';
import { vapourCarrierCheck } from './modules/shipping/vapour-carrier.setup-check';
import { identityProviderCheck } from './modules/verification/identity-provider.setup-check';
import { paymentProviderCheck } from './modules/payments/payment-provider.setup-check';
import { PromotionService } from './modules/promotions/promotion.service';
import { AffiliationService } from './modules/affiliation/affiliation.service';
import type { AffiliationProvider } from './modules/affiliation/affiliation-provider.rules';
import { type Logger, createLogger } from './logger';
import { DiscountRulesService } from './modules/compliance/discount-rules.service';
import { BarredClaimsService } from './modules/compliance/barred-claims.service';
import { PromotionAdminService } from './modules/promotions/promotion-admin.service';
import type { PaymentFormSettings, PaymentGateway } from './modules/payments/payment-gateway.types';
import { PaymentLedger } from './modules/payments/payment-ledger.service';
import { PaymentService } from './modules/payments/payment.service';
import { PaymentLifecycle } from './modules/payments/payment-lifecycle.service';
import { PaymentRefunds } from './modules/payments/payment-refund.service';
import { PaymentWebhooks } from './modules/payments/payment-webhook.service';
import { PaymentReconciliation } from './modules/payments/payment-reconciliation.service';
import { ManualPayments } from './modules/payments/payment-manual.service';
import { PaymentAuthorizations } from './modules/payments/payment-authorization.service';
import { PayNowService } from './modules/payments/payment-pay-now.service';
import { OrderStatus } from './modules/orders/order-status.type';

/** One instance of each service, shared by the GraphQL resolvers and the REST handlers. */
export interface Services {
  readonly sql: Sql;
  readonly catalog: CatalogService;
  readonly mail: MailService;
  readonly sessions: SessionService;
  readonly codes: VerificationCodeService;
  readonly limiter: RateLimiter;
  readonly devices: TrustedDeviceService;
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly addresses: AddressService;
  readonly carts: CartService;
  readonly shippingRules: ShippingRulesService;
  readonly exciseTaxes: ExciseTaxService;
  readonly orders: OrderService;
  readonly placeOrders: PlaceOrderService;
  readonly identities: IdentityVerificationService;
  readonly reorders: BuyAgainService;
  readonly warranty: WarrantyService;
  readonly newsletter: NewsletterService;
  readonly audit: AuditService;
  readonly auditTrail: AuditTrailService;
  readonly staffSessions: StaffSessionService;
  readonly staff: StaffService;
  readonly orderDesk: OrderDeskService;
  readonly customerDesk: CustomerDeskService;
  readonly shippingRuleEditor: ShippingRuleEditorService;
  readonly directoryListings: DirectoryListingService;
  readonly parcelLabels: ParcelLabelService;
  readonly dashboard: DashboardService;
  readonly work: WorkService;
  readonly productAdmin: ProductAdminService;
  readonly stockLedger: StockLedgerService;
  readonly catalogueImport: CatalogueImportService;
  readonly carriers: CarrierService;
  readonly pactReports: PactReportService;
  readonly promotions: PromotionService;
  /** The words promotion names and banners may not use (the promotion editor asks it). */
  readonly barredClaims: BarredClaimsService;
  readonly promotionAdmin: PromotionAdminService;
  readonly paymentLedger: PaymentLedger;
  readonly payments: PaymentService;
  readonly refunds: PaymentRefunds;
  readonly paymentWebhooks: PaymentWebhooks;
  readonly paymentReconciliation: PaymentReconciliation;
  readonly manualPayments: ManualPayments;
  readonly paymentAuthorizations: PaymentAuthorizations;
  /** Pay now, on the customer's order page, for an order placed awaiting payment. */
  readonly payNow: PayNowService;
  /** The gateway PAYMENT_PROVIDER chose; null: payments are recorded by staff (manual), or none is configured. */
  readonly paymentGateway: PaymentGateway | null;
  readonly paymentForm: PaymentFormSettings;
  /** The military and first-responder discount: verification and its daily code. */
  readonly affiliation: AffiliationService;
}

/** What the composition root makes outside the services and hands in. */
export interface ServiceDependencies {
  /**
   * The age and identity checks of checkout (AGE_VERIFICATION_PROVIDER). Without one (a command line, a
   * benchmark), an order is placed awaiting verification, as when a provider does not answer.
   */
  readonly ageVerifier?: AgeVerifier;
  /** The payment gateway (PAYMENT_PROVIDER). Without one, orders are placed awaiting a payment staff record. */
  readonly paymentGateway?: PaymentGateway | null;
  readonly paymentForm?: PaymentFormSettings;
  /** The key the gateway signs its webhooks with (Authorize.Net's Signature Key, or the sandbox's). */
  readonly paymentWebhookKey?: string | null;
  /** Who verifies military and first-responder status (AFFILIATION_PROVIDER); without one the page says so. */
  readonly affiliationProvider?: AffiliationProvider;
  /** Where services log (a provider's silence); silent without one. */
  readonly logger?: Logger;
}

export function createServices(sql: Sql, config: AppConfig, dependencies: ServiceDependencies = {}): Services {
  const mail = new MailService(sql);
  const sessions = new SessionService(sql);
  const limiter = new RateLimiter(sql);
  const catalog = new CatalogService(sql);
  const codes = new VerificationCodeService(sql);
  const devices = new TrustedDeviceService(sql);
  const throttle = new LoginThrottle(sql, limiter, new FailureBackoff(sql), devices);
  const auth = new AuthService(sql, sessions, codes, mail, limiter, throttle, devices);
  const addresses = new AddressService(sql, auth);
  const audit = new AuditService(sql);
  const carriers = new CarrierService(sql, audit);
  const paymentLedger = new PaymentLedger(sql);
  const paymentGateway = dependencies.paymentGateway ?? null;
  const paymentLifecycle = new PaymentLifecycle(
    paymentLedger,
    paymentGateway,
    config.payments,
    audit,
    dependencies.logger,
  );
  const orders = new OrderService(
    sql,
    {
      mail,
      // Orders ask the customers module who a customer is; they never read its table.
      customers: auth,
      publicUrl: config.publicUrl,
    },
    audit,
    // Orders ask the catalogue which products are vapour products; they never read its table.
    { carriers, products: catalog },
    // The payments module captures and voids as the order moves; orders never read its ledger.
    paymentLifecycle,
  );
  // Promotions ask orders whether an order is a customer's first, and compliance what the law allows; they never
  // read their tables.
  // Promotions ask the affiliation module which groups a customer is verified in; it asks promotions for the codes
  // it mints (the one is built first, the other reached through a closure).
  const affiliation: AffiliationService = new AffiliationService(
    sql,
    dependencies.affiliationProvider,
    {
      offersOwnedCode: (group) => promotions.offersOwnedCode(group),
      issueOwnedCode: (group, customerId) => promotions.issueOwnedCode(group, customerId),
    },
    auth,
    mail,
    limiter,
    dependencies.logger ?? createLogger('silent'),
  );
  const promotions = new PromotionService(sql, orders, new DiscountRulesService(sql), affiliation);
  const carts = new CartService(sql, catalog, config.shipping, promotions);
  const shippingRules = new ShippingRulesService(sql);
  const exciseTaxes = new ExciseTaxService(sql);
  // Checks ask the customers module who the customer is (names, date of birth); they never read its table.
  const identities = new IdentityVerificationService(sql, auth, dependencies.ageVerifier);
  const staffSessions = new StaffSessionService(sql);
  const staff = new StaffService(sql, staffSessions, audit, throttle, mail, config.publicUrl, [
    config.seller.tradeName,
    config.seller.legalName,
  ]);
  // Nothing a guest put in the cart is lost at login.
  auth.onLogin((customerId, guestToken) => carts.mergeGuestCart(customerId, guestToken));
  const barredClaims = new BarredClaimsService(sql);
  // Payments ask the customers module for the e-mail the gateway's record carries; they never read its table.
  const payments = new PaymentService(paymentLedger, paymentGateway, auth, dependencies.logger);
  const stockLedger = new StockLedgerService(sql, audit, staff);
  const refunds = new PaymentRefunds(
    sql,
    paymentLedger,
    paymentGateway,
    {
      orders: {
        refundFacts: (orderNumber) => orders.refundFacts(orderNumber),
        lockedStatus: (orderNumber) => orders.lockedStatus(orderNumber),
        markRefunded: async (orderNumber, actor, reason) => {
          await orders.setStatus(orderNumber, OrderStatus.REFUNDED, undefined, { actor, reason });
        },
      },
      customers: auth,
      mail,
      // A refunded unit put back on the shelf is a stock movement through the catalogue's ledger.
      stock: stockLedger,
      audit,
      publicUrl: config.publicUrl,
    },
    dependencies.logger,
    config.payments.timeoutMs + 5_000,
  );
  const pactReports = new PactReportService(sql, new ShippedLinesService(sql), catalog, staff, audit, config.seller);
  const productAdmin = new ProductAdminService(sql, catalog, audit);
  const customerDesk = new CustomerDeskService(sql, { sessions, devices, codes, mail, addresses, orders, audit });
  const named = { offset: 0, limit: MAX_NAMED_RECORDS };
  // The trail finds what staff name by asking the modules that own it; it never reads their tables.
  const auditTrail = new AuditTrailService(sql, {
    staffMembers: () => staff.list(),
    records: {
      product: async (text) => (await productAdmin.list({ text }, named)).products.map((p) => p.id),
      customer: async (text) => (await customerDesk.search(text, named)).customers.map((c) => c.id),
    },
  });
  const directoryListings = new DirectoryListingService(sql, audit);
  const orderFigures = new OrderFiguresService(sql);
  const lowStock = new LowStockService(sql);
  // What must be set before selling: one check per module that needs something set, listed in this order.
  const setupChecks: readonly SetupCheck[] = [
    sellerRegistrationCheck(config.seller),
    vapourCarrierCheck(carriers),
    identityProviderCheck(config.ageVerification),
    paymentProviderCheck(config.payments),
  ];
  return {
    sql,
    catalog,
    mail,
    sessions,
    codes,
    limiter,
    devices,
    auth,
    profiles: new ProfileService(sql),
    addresses,
    carts,
    shippingRules,
    exciseTaxes,
    orders,
    placeOrders: new PlaceOrderService(
      sql,
      orders,
      new IdempotencyKeys(sql),
      catalog,
      carts,
      addresses,
      shippingRules,
      config.shipping,
      exciseTaxes,
      identities,
      promotions,
      payments,
    ),
    identities,
    reorders: new BuyAgainService(orders, catalog, carts, shippingRules),
    warranty: new WarrantyService(sql, addresses, limiter),
    newsletter: new NewsletterService(sql, limiter),
    audit,
    auditTrail,
    staffSessions,
    staff,
    orderDesk: new OrderDeskService(sql, orders, auth, staff, audit, identities),
    customerDesk,
    shippingRuleEditor: new ShippingRuleEditorService(sql, new ProductScopeService(sql), audit),
    directoryListings,
    parcelLabels: new ParcelLabelService(sql, staff, audit),
    dashboard: new DashboardService(orderFigures, lowStock),
    work: new WorkService({
      orders: orderFigures,
      catalogue: lowStock,
      pactReports,
      listings: directoryListings,
      setupChecks,
    }),
    productAdmin,
    stockLedger,
    catalogueImport: new CatalogueImportService(sql, catalog, audit),
    carriers,
    pactReports,
    promotions,
    barredClaims,
    // The editor asks compliance which words promotions may not use.
    promotionAdmin: new PromotionAdminService(sql, audit, barredClaims),
    paymentLedger,
    payments,
    refunds,
    paymentWebhooks: new PaymentWebhooks(
      sql,
      paymentLedger,
      paymentGateway,
      orders,
      dependencies.paymentWebhookKey ?? null,
      dependencies.logger,
    ),
    paymentReconciliation: new PaymentReconciliation(
      sql,
      paymentLedger,
      paymentGateway,
      { exists: async (orderNumber) => (await orders.refundFacts(orderNumber)) !== null },
      refunds,
      dependencies.logger,
    ),
    manualPayments: new ManualPayments(sql, paymentLedger, orders, audit, 'manual'),
    // Capture and Void from the Payment panel: the lifecycle's own calls, outside Ship and Reject.
    // The customer of a voided authorization is mailed; payments ask the customers module who that is.
    paymentAuthorizations: new PaymentAuthorizations(sql, paymentLedger, paymentLifecycle, orders, {
      customers: auth,
      mail,
      publicUrl: config.publicUrl,
    }),
    payNow: new PayNowService(sql, paymentLedger, payments, orders, config.payments.timeoutMs + 5_000),
    paymentGateway,
    paymentForm: dependencies.paymentForm ?? {
      provider: 'unset',
      scriptUrl: null,
      apiLoginId: null,
      clientKey: null,
      bankAccounts: false,
    },
    affiliation,
  };
}
