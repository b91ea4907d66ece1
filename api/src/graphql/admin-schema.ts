import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { AuthChecker, NonEmptyArray } from 'type-graphql';
import { ROOT_DIR } from '../config';
import type { Services } from '../services';
import { AuditAdminResolver } from '../modules/audit/audit.admin-resolver';
import { StaffAdminResolver } from '../modules/staff/staff.admin-resolver';
import { OrderAdminResolver } from '../modules/orders/order.admin-resolver';
import { CustomerAdminResolver } from '../modules/customers/customer.admin-resolver';
import { ShippingRuleAdminResolver } from '../modules/compliance/shipping-rule.admin-resolver';
import { DirectoryListingAdminResolver } from '../modules/compliance/directory-listing.admin-resolver';
import { DashboardAdminResolver } from '../modules/dashboard/dashboard.admin-resolver';
import { ProductAdminResolver } from '../modules/catalog/product.admin-resolver';
import { CarrierAdminResolver } from '../modules/shipping/carrier.admin-resolver';
import { PromotionAdminResolver } from '../modules/promotions/promotion.admin-resolver';
import { PactReportAdminResolver } from '../modules/compliance/pact-report.admin-resolver';
import { ParcelLabelAdminResolver } from '../modules/compliance/parcel-label.admin-resolver';
import { PaymentAdminResolver } from '../modules/payments/payment.admin-resolver';
import { PaymentActionsAdminResolver } from '../modules/payments/payment-actions.admin-resolver';
import { adminAuthChecker } from '../common/admin-permissions';
import { buildSchemaOf, printSchemaText } from './build-schema';

export const ADMIN_SCHEMA_PATH = path.join(ROOT_DIR, 'schema', 'admin-schema.graphql');
/** The admin app's trusted documents (codegen's manifest, copied here by `npm run generate`). */
export const ADMIN_PERSISTED_DOCUMENTS_PATH = path.join(ROOT_DIR, 'schema', 'admin-persisted-documents.json');

/** Every resolver class of the admin API (/admin-api); they live in the modules beside the shop's. */
export const ADMIN_RESOLVER_CLASSES: NonEmptyArray<Function> = [
  StaffAdminResolver,
  AuditAdminResolver,
  OrderAdminResolver,
  CustomerAdminResolver,
  ShippingRuleAdminResolver,
  DirectoryListingAdminResolver,
  DashboardAdminResolver,
  ProductAdminResolver,
  CarrierAdminResolver,
  PromotionAdminResolver,
  PactReportAdminResolver,
  ParcelLabelAdminResolver,
  PaymentAdminResolver,
  PaymentActionsAdminResolver,
];

export function createAdminResolvers(services: Services): object[] {
  return [
    new StaffAdminResolver(services.staff),
    new AuditAdminResolver(services.auditTrail),
    new OrderAdminResolver(services.orderDesk),
    new CustomerAdminResolver(services.customerDesk),
    new ShippingRuleAdminResolver(services.shippingRuleEditor),
    new DirectoryListingAdminResolver(services.directoryListings),
    new DashboardAdminResolver(services.dashboard, services.work),
    new ProductAdminResolver(services.productAdmin, services.stockLedger),
    new CarrierAdminResolver(services.carriers),
    new PromotionAdminResolver(services.promotionAdmin, services.catalog),
    new PactReportAdminResolver(services.pactReports),
    new ParcelLabelAdminResolver(services.parcelLabels),
    new PaymentAdminResolver(
      services.paymentLedger,
      services.paymentForm.provider,
      services.refunds,
      services.paymentReconciliation,
      services.manualPayments,
      services.payments.takesPayments,
      services.paymentAuthorizations,
    ),
    new PaymentActionsAdminResolver(services.paymentAuthorizations),
  ];
}

export function buildAdminSchema(instances: object[] = []): Promise<GraphQLSchema> {
  return buildSchemaOf(ADMIN_RESOLVER_CLASSES, instances, adminAuthChecker as AuthChecker);
}

export async function printAdminSchema(): Promise<string> {
  return printSchemaText(await buildAdminSchema());
}
