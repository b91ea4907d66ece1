/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AuditEventFields on AuditEventView {\n  id\n  at\n  staffId\n  staffEmail\n  staffRole\n  clientIp\n  operation\n  recordType\n  recordId\n  before\n  after\n}": typeof types.AuditEventFieldsFragmentDoc,
    "query AuditEvents($filter: AuditFilterInput!, $page: PageInput!) {\n  auditEvents(filter: $filter, page: $page) {\n    events {\n      ...AuditEventFields\n    }\n    total\n  }\n}": typeof types.AuditEventsDocument,
    "query RecordHistory($recordType: String!, $recordId: String!) {\n  recordHistory(recordType: $recordType, recordId: $recordId) {\n    ...AuditEventFields\n  }\n}": typeof types.RecordHistoryDocument,
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...ProductResultFields\n  }\n}": typeof types.AdjustStockDocument,
    "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n  endsKind\n  liquidMl\n  podsPerPack\n  wholesaleCostCents\n  characterizingFlavour\n  fdaStatus\n}": typeof types.AdminProductFieldsFragmentDoc,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}": typeof types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}": typeof types.AdminProductsDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}": typeof types.CreateProductDocument,
    "query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}": typeof types.ProductLookupsDocument,
    "fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": typeof types.ProductResultFieldsFragmentDoc,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}": typeof types.UpdateProductDocument,
    "mutation ConfirmParcelLabelStatement($text: String!) {\n  confirmParcelLabelStatement(text: $text) {\n    ...ParcelLabelStatementFields\n  }\n}": typeof types.ConfirmParcelLabelStatementDocument,
    "mutation MarkPactReportFiled($state: String!, $month: String!, $reference: String!) {\n  markPactReportFiled(state: $state, month: $month, reference: $reference) {\n    ...PactReportDueFields\n  }\n}": typeof types.MarkPactReportFiledDocument,
    "fragment PactReportDueFields on PactReportDueView {\n  stateCode\n  stateName\n  month\n  dueOn\n  status\n  shipments\n  filing {\n    filedAt\n    filedBy\n    reference\n  }\n}": typeof types.PactReportDueFieldsFragmentDoc,
    "query PactReport($state: String!, $month: String!) {\n  pactReport(state: $state, month: $month) {\n    stateCode\n    stateName\n    month\n    dueOn\n    seller {\n      legalName\n      tradeName\n      address\n      telephone\n      email\n      website\n      atfRegistration\n      examples\n    }\n    rows {\n      city\n      zip\n      recipientName\n      address\n      brand\n      product\n      quantity\n      carrierName\n      carrierAddress\n      carrierTelephone\n      orderNumber\n      shipDate\n      exciseCents\n    }\n    totals {\n      shipments\n      lines\n      units\n      exciseCents\n    }\n    filing {\n      filedAt\n      filedBy\n      reference\n    }\n  }\n}": typeof types.PactReportDocument,
    "query PactReports {\n  pactReports {\n    ...PactReportDueFields\n  }\n}": typeof types.PactReportsDocument,
    "fragment ParcelLabelStatementFields on ParcelLabelStatementView {\n  text\n  source\n  confirmedAt\n  confirmedBy\n}": typeof types.ParcelLabelStatementFieldsFragmentDoc,
    "query ParcelLabelStatement {\n  parcelLabelStatement {\n    ...ParcelLabelStatementFields\n  }\n}": typeof types.ParcelLabelStatementDocument,
    "fragment CustomerDetailFields on CustomerDetail {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n  createdAt\n  updatedAt\n  disabledAt\n  disabledReason\n  addresses {\n    id\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n    isDefault\n  }\n  orders {\n    orderNumber\n    placedAt\n    itemCount\n    totalCents\n    status\n  }\n}": typeof types.CustomerDetailFieldsFragmentDoc,
    "fragment CustomerListItemFields on CustomerListItem {\n  id\n  email\n  firstName\n  lastName\n  createdAt\n  disabledAt\n}": typeof types.CustomerListItemFieldsFragmentDoc,
    "query Customer($id: ID!) {\n  customer(id: $id) {\n    ...CustomerDetailFields\n  }\n}": typeof types.CustomerDocument,
    "query Customers($text: String, $page: PageInput!) {\n  customers(text: $text, page: $page) {\n    customers {\n      ...CustomerListItemFields\n    }\n    total\n  }\n}": typeof types.CustomersDocument,
    "mutation DisableCustomer($id: ID!, $reason: String) {\n  disableCustomer(id: $id, reason: $reason) {\n    ...CustomerDetailFields\n  }\n}": typeof types.DisableCustomerDocument,
    "mutation EnableCustomer($id: ID!) {\n  enableCustomer(id: $id) {\n    ...CustomerDetailFields\n  }\n}": typeof types.EnableCustomerDocument,
    "mutation SendPasswordRecovery($id: ID!) {\n  sendPasswordRecovery(id: $id)\n}": typeof types.SendPasswordRecoveryDocument,
    "query Dashboard {\n  dashboard {\n    lowStock {\n      total\n      products {\n        id\n        name\n        stock\n        threshold\n      }\n    }\n    today {\n      orders\n      revenueCents\n    }\n    last30Days {\n      orders\n      revenueCents\n    }\n    days {\n      day\n      orders\n      revenueCents\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenueCents\n    }\n    firstPurchaseDiscountCents\n    firstPurchaseDiscountOrders\n  }\n}": typeof types.DashboardDocument,
    "query MyWork {\n  myWork {\n    fulfilment {\n      toApprove\n      heldForIdentity\n      toShip\n    }\n    support {\n      awaitingIdentity\n    }\n    compliance {\n      pactReportsDue\n      pactReportsOverdue\n      listingsEnding\n      listingsEndingDays\n    }\n    catalogue {\n      lowStock\n      drafts\n    }\n    setup {\n      key\n      title\n      done\n      detail\n      link {\n        path\n        label\n      }\n    }\n  }\n}": typeof types.MyWorkDocument,
    "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    ...CarrierFields\n  }\n}": typeof types.AddCarrierDocument,
    "mutation AddOrderNote($orderNumber: String!, $body: String!) {\n  addOrderNote(orderNumber: $orderNumber, body: $body) {\n    ...AdminOrderFields\n  }\n}": typeof types.AddOrderNoteDocument,
    "fragment AdminOrderFields on AdminOrder {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    name\n    code\n    amount\n    freeShipping\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  total\n  lines {\n    id\n    productId\n    name\n    quantity\n    unitPrice\n    lineTotal\n  }\n  customer {\n    id\n    name\n    email\n  }\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  timeline {\n    status\n    at\n    staffId\n    staffName\n    carrier\n    trackingNumber\n    trackingUrl\n    reason\n  }\n  notes {\n    id\n    body\n    at\n    staffId\n    staffName\n  }\n  actions\n  awaitingIdentityVerification\n  canVerifyIdentity\n  identityVerification {\n    provider\n    reference\n    outcome\n    checkedAt\n    note\n  }\n}": typeof types.AdminOrderFieldsFragmentDoc,
    "mutation ApproveOrder($orderNumber: String!) {\n  approveOrder(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}": typeof types.ApproveOrderDocument,
    "mutation BulkApproveOrders($orderNumbers: [String!]!) {\n  bulkApproveOrders(orderNumbers: $orderNumbers) {\n    orderNumber\n    done\n    problem\n    code\n  }\n}": typeof types.BulkApproveOrdersDocument,
    "fragment CarrierFields on CarrierView {\n  id\n  name\n  address\n  telephone\n  adultSignatureId\n  trackingUrlPattern\n}": typeof types.CarrierFieldsFragmentDoc,
    "query Carriers {\n  carriers {\n    ...CarrierFields\n  }\n}": typeof types.CarriersDocument,
    "mutation MarkOrderDelivered($orderNumber: String!) {\n  markOrderDelivered(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}": typeof types.MarkOrderDeliveredDocument,
    "query OrderCarriers($orderNumber: String!) {\n  orderCarriers(orderNumber: $orderNumber) {\n    id\n    name\n    fit\n    reason\n  }\n}": typeof types.OrderCarriersDocument,
    "query AdminOrderList($filter: OrderListFilterInput!, $sort: OrderSort, $page: PageInput!) {\n  orders(filter: $filter, sort: $sort, page: $page) {\n    orders {\n      orderNumber\n      placedAt\n      status\n      itemCount\n      total\n      customerId\n      customerName\n      customerEmail\n      shipToName\n      shipState\n    }\n    total\n    statusCounts {\n      status\n      count\n    }\n  }\n}": typeof types.AdminOrderListDocument,
    "query AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n    payment {\n      ...AdminOrderPaymentFields\n    }\n  }\n}": typeof types.AdminOrderDocument,
    "query PackingSlips {\n  sellerRegistration {\n    tradeName\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}": typeof types.PackingSlipsDocument,
    "mutation RefundOrder($orderNumber: String!, $reason: String!) {\n  refundOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}": typeof types.RefundOrderDocument,
    "mutation RejectOrder($orderNumber: String!, $reason: String!) {\n  rejectOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}": typeof types.RejectOrderDocument,
    "mutation ResendOrderMail($orderNumber: String!) {\n  resendOrderMail(orderNumber: $orderNumber) {\n    orderNumber\n  }\n}": typeof types.ResendOrderMailDocument,
    "mutation ShipOrder($orderNumber: String!, $carrier: String!, $trackingNumber: String!) {\n  shipOrder(\n    orderNumber: $orderNumber\n    carrier: $carrier\n    trackingNumber: $trackingNumber\n  ) {\n    ...AdminOrderFields\n  }\n}": typeof types.ShipOrderDocument,
    "query ShippingLabel($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n  sellerRegistration {\n    legalName\n    tradeName\n    address\n    telephone\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}": typeof types.ShippingLabelDocument,
    "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    ...CarrierFields\n  }\n}": typeof types.UpdateCarrierDocument,
    "mutation VerifyOrderIdentity($orderNumber: String!, $how: String!, $reference: String!) {\n  verifyOrderIdentity(orderNumber: $orderNumber, how: $how, reference: $reference) {\n    ...AdminOrderFields\n  }\n}": typeof types.VerifyOrderIdentityDocument,
    "fragment AdminOrderPaymentFields on AdminOrderPayment {\n  provider\n  state\n  authorized\n  charged\n  refunded\n  due\n  method\n  brand\n  lastFour\n  cardExpiry\n  avsResult\n  cvvResult\n  authorizationExpiresAt\n  shipRefusal\n  captureRefusal\n  voidRefusal\n  refundUnconfirmed\n  refunds {\n    at\n    amount\n    reason\n  }\n  events {\n    at\n    operation\n    outcome\n    amount\n    transactionId\n    responseCode\n    reasonCode\n    message\n    actor\n    reason\n  }\n}": typeof types.AdminOrderPaymentFieldsFragmentDoc,
    "mutation CapturePayment($orderNumber: String!, $idempotencyKey: String!) {\n  capturePayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}": typeof types.CapturePaymentDocument,
    "mutation CheckUnconfirmedRefunds($orderNumber: String!) {\n  checkUnconfirmedRefunds(orderNumber: $orderNumber) {\n    ...AdminOrderPaymentFields\n  }\n}": typeof types.CheckUnconfirmedRefundsDocument,
    "query ExpiringAuthorizations($withinDays: Int!) {\n  expiringAuthorizations(withinDays: $withinDays) {\n    orderNumber\n    amount\n    authorizedAt\n    expiresAt\n  }\n}": typeof types.ExpiringAuthorizationsDocument,
    "fragment PaymentReconciliationFields on PaymentReconciliationView {\n  ranAt\n  provider\n  checked\n  mismatches {\n    orderNumber\n    transactionId\n    ledger\n    gateway\n    action\n  }\n}": typeof types.PaymentReconciliationFieldsFragmentDoc,
    "query PaymentReconciliation {\n  paymentReconciliation {\n    ...PaymentReconciliationFields\n  }\n}": typeof types.PaymentReconciliationDocument,
    "query Payments($filter: PaymentFilterInput!, $page: PageInput!) {\n  payments(filter: $filter, page: $page) {\n    total\n    rows {\n      orderNumber\n      firstAt\n      provider\n      state\n      authorized\n      charged\n      refunded\n      brand\n      lastFour\n      transactionId\n    }\n  }\n}": typeof types.PaymentsDocument,
    "mutation ReconcilePayments {\n  reconcilePayments {\n    ...PaymentReconciliationFields\n  }\n}": typeof types.ReconcilePaymentsDocument,
    "mutation RecordPayment($orderNumber: String!, $input: ManualPaymentInput!) {\n  recordPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}": typeof types.RecordPaymentDocument,
    "mutation RefundPayment($orderNumber: String!, $input: RefundInput!) {\n  refundPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}": typeof types.RefundPaymentDocument,
    "query RefundQuote($orderNumber: String!, $input: RefundInput!) {\n  refundQuote(orderNumber: $orderNumber, input: $input)\n}": typeof types.RefundQuoteDocument,
    "query SettlementReport($days: Int!) {\n  settlementReport(days: $days) {\n    day\n    captures\n    captured\n    refunds\n    refunded\n    net\n    voids\n  }\n}": typeof types.SettlementReportDocument,
    "mutation VoidPayment($orderNumber: String!, $idempotencyKey: String!) {\n  voidPayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}": typeof types.VoidPaymentDocument,
    "mutation ActivatePromotion($id: ID!) {\n  activatePromotion(id: $id) {\n    ...PromotionFields\n  }\n}": typeof types.ActivatePromotionDocument,
    "mutation AddPromotionCodes($id: ID!, $code: String, $count: Int, $prefix: String) {\n  addPromotionCodes(id: $id, code: $code, count: $count, prefix: $prefix)\n}": typeof types.AddPromotionCodesDocument,
    "mutation CreatePromotion($input: PromotionInput!) {\n  createPromotion(input: $input) {\n    ...PromotionFields\n  }\n}": typeof types.CreatePromotionDocument,
    "mutation EndPromotion($id: ID!) {\n  endPromotion(id: $id) {\n    ...PromotionFields\n  }\n}": typeof types.EndPromotionDocument,
    "fragment PromotionFields on PromotionView {\n  id\n  name\n  banner\n  status\n  startsAt\n  endsAt\n  headline\n  action\n  appliesTo\n  percentBp\n  amountCents\n  buyQuantity\n  getQuantity\n  minSubtotalCents\n  productIds\n  brands\n  categories\n  endsKinds\n  firstOrder\n  requiresCode\n  combinable\n  priority\n  usageLimit\n  perCustomerLimit\n  uses\n  codeCount\n  usedCodeCount\n  orders\n  discountCents\n  revenueCents\n}": typeof types.PromotionFieldsFragmentDoc,
    "query PromotionPreview($id: ID!, $productIds: [ID!]!, $quantities: [Int!]!) {\n  promotionPreview(id: $id, productIds: $productIds, quantities: $quantities) {\n    discount\n    freeShipping\n    summary\n  }\n}": typeof types.PromotionPreviewDocument,
    "query Promotions($status: PromotionStatus, $text: String) {\n  promotions(status: $status, text: $text) {\n    ...PromotionFields\n  }\n}": typeof types.PromotionsDocument,
    "mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n  updatePromotion(id: $id, input: $input) {\n    ...PromotionFields\n  }\n}": typeof types.UpdatePromotionDocument,
    "mutation AddDirectoryListing($input: DirectoryListingInput!) {\n  addDirectoryListing(input: $input) {\n    ...DirectoryListingFields\n  }\n}": typeof types.AddDirectoryListingDocument,
    "mutation AddShippingRule($input: ShippingRuleInput!) {\n  addShippingRule(input: $input) {\n    ...ShippingRuleFields\n  }\n}": typeof types.AddShippingRuleDocument,
    "fragment DirectoryListingFields on DirectoryListingView {\n  id\n  productId\n  productName\n  endsKind\n  fdaStatus\n  stateCode\n  stateName\n  listedFrom\n  listedTo\n  reference\n  inForce\n  createdAt\n  createdBy\n}": typeof types.DirectoryListingFieldsFragmentDoc,
    "query DirectoryListings($filter: DirectoryListingFilterInput!, $page: PageInput!) {\n  directoryListings(filter: $filter, page: $page) {\n    listings {\n      ...DirectoryListingFields\n    }\n    total\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}": typeof types.DirectoryListingsDocument,
    "query DirectoryProducts($text: String!) {\n  directoryProducts(text: $text) {\n    id\n    name\n    endsKind\n    fdaStatus\n  }\n}": typeof types.DirectoryProductsDocument,
    "mutation EndDirectoryListing($id: ID!, $on: String) {\n  endDirectoryListing(id: $id, on: $on) {\n    ...DirectoryListingFields\n  }\n}": typeof types.EndDirectoryListingDocument,
    "mutation EndShippingRule($id: ID!, $on: String) {\n  endShippingRule(id: $id, on: $on) {\n    ...ShippingRuleFields\n  }\n}": typeof types.EndShippingRuleDocument,
    "query PreviewShippingRule($input: ShippingRuleInput!, $id: ID) {\n  previewShippingRule(input: $input, id: $id) {\n    effect\n    kind\n    stateCode\n    stateName\n    placeName\n    active\n    maxUnits\n    productCount\n    newlyStoppedCount\n    products {\n      id\n      name\n      productType\n      flavor\n      nicotineMg\n    }\n    problem\n  }\n}": typeof types.PreviewShippingRuleDocument,
    "mutation SetShippingRuleActive($id: ID!, $active: Boolean!) {\n  setShippingRuleActive(id: $id, active: $active) {\n    ...ShippingRuleFields\n  }\n}": typeof types.SetShippingRuleActiveDocument,
    "fragment ShippingRuleFields on ShippingRuleView {\n  id\n  stateCode\n  stateName\n  city\n  zipCodes\n  kind\n  description\n  endsKinds\n  allowedFlavours\n  maxNicotineMg\n  maxUnits\n  effectiveFrom\n  effectiveTo\n  source\n  active\n  inForce\n  updatedAt\n}": typeof types.ShippingRuleFieldsFragmentDoc,
    "query ShippingRules {\n  shippingRules {\n    ...ShippingRuleFields\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}": typeof types.ShippingRulesDocument,
    "mutation UpdateShippingRule($id: ID!, $input: ShippingRuleInput!) {\n  updateShippingRule(id: $id, input: $input) {\n    ...ShippingRuleFields\n  }\n}": typeof types.UpdateShippingRuleDocument,
    "mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n  changeStaffRole(id: $id, role: $role) {\n    ...StaffMemberFields\n  }\n}": typeof types.ChangeStaffRoleDocument,
    "mutation CompleteSetup($input: CompleteSetupInput!) {\n  completeSetup(input: $input) {\n    staff {\n      ...StaffMemberFields\n    }\n    recoveryCodes\n  }\n}": typeof types.CompleteSetupDocument,
    "mutation DisableStaff($id: ID!) {\n  disableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}": typeof types.DisableStaffDocument,
    "mutation EnableStaff($id: ID!) {\n  enableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}": typeof types.EnableStaffDocument,
    "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...SetupLinkIssuedFields\n  }\n}": typeof types.InviteStaffDocument,
    "query StaffMe {\n  me {\n    ...StaffMemberFields\n  }\n}": typeof types.StaffMeDocument,
    "mutation OpenSetupLink($token: String!) {\n  openSetupLink(token: $token) {\n    email\n    name\n    secret\n    uri\n    qrCodeSvg\n  }\n}": typeof types.OpenSetupLinkDocument,
    "mutation ResetStaffAuthenticator($id: ID!) {\n  resetStaffAuthenticator(id: $id) {\n    ...SetupLinkIssuedFields\n  }\n}": typeof types.ResetStaffAuthenticatorDocument,
    "fragment SetupLinkIssuedFields on SetupLinkIssued {\n  staff {\n    ...StaffMemberFields\n  }\n  link\n  expiresAt\n}": typeof types.SetupLinkIssuedFieldsFragmentDoc,
    "mutation StaffSignIn($input: StaffSignInInput!) {\n  signIn(input: $input) {\n    ...StaffMemberFields\n  }\n}": typeof types.StaffSignInDocument,
    "mutation StaffSignOut {\n  signOut\n}": typeof types.StaffSignOutDocument,
    "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  name\n  role\n  permissions\n  enrolled\n  disabledAt\n  createdAt\n}": typeof types.StaffMemberFieldsFragmentDoc,
    "query StaffMembers {\n  staffMembers {\n    ...StaffMemberFields\n  }\n  roles {\n    role\n    permissions\n  }\n}": typeof types.StaffMembersDocument,
};
const documents: Documents = {
    "fragment AuditEventFields on AuditEventView {\n  id\n  at\n  staffId\n  staffEmail\n  staffRole\n  clientIp\n  operation\n  recordType\n  recordId\n  before\n  after\n}": types.AuditEventFieldsFragmentDoc,
    "query AuditEvents($filter: AuditFilterInput!, $page: PageInput!) {\n  auditEvents(filter: $filter, page: $page) {\n    events {\n      ...AuditEventFields\n    }\n    total\n  }\n}": types.AuditEventsDocument,
    "query RecordHistory($recordType: String!, $recordId: String!) {\n  recordHistory(recordType: $recordType, recordId: $recordId) {\n    ...AuditEventFields\n  }\n}": types.RecordHistoryDocument,
    "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...ProductResultFields\n  }\n}": types.AdjustStockDocument,
    "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n  endsKind\n  liquidMl\n  podsPerPack\n  wholesaleCostCents\n  characterizingFlavour\n  fdaStatus\n}": types.AdminProductFieldsFragmentDoc,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}": types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}": types.AdminProductsDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}": types.CreateProductDocument,
    "query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}": types.ProductLookupsDocument,
    "fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": types.ProductResultFieldsFragmentDoc,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}": types.UpdateProductDocument,
    "mutation ConfirmParcelLabelStatement($text: String!) {\n  confirmParcelLabelStatement(text: $text) {\n    ...ParcelLabelStatementFields\n  }\n}": types.ConfirmParcelLabelStatementDocument,
    "mutation MarkPactReportFiled($state: String!, $month: String!, $reference: String!) {\n  markPactReportFiled(state: $state, month: $month, reference: $reference) {\n    ...PactReportDueFields\n  }\n}": types.MarkPactReportFiledDocument,
    "fragment PactReportDueFields on PactReportDueView {\n  stateCode\n  stateName\n  month\n  dueOn\n  status\n  shipments\n  filing {\n    filedAt\n    filedBy\n    reference\n  }\n}": types.PactReportDueFieldsFragmentDoc,
    "query PactReport($state: String!, $month: String!) {\n  pactReport(state: $state, month: $month) {\n    stateCode\n    stateName\n    month\n    dueOn\n    seller {\n      legalName\n      tradeName\n      address\n      telephone\n      email\n      website\n      atfRegistration\n      examples\n    }\n    rows {\n      city\n      zip\n      recipientName\n      address\n      brand\n      product\n      quantity\n      carrierName\n      carrierAddress\n      carrierTelephone\n      orderNumber\n      shipDate\n      exciseCents\n    }\n    totals {\n      shipments\n      lines\n      units\n      exciseCents\n    }\n    filing {\n      filedAt\n      filedBy\n      reference\n    }\n  }\n}": types.PactReportDocument,
    "query PactReports {\n  pactReports {\n    ...PactReportDueFields\n  }\n}": types.PactReportsDocument,
    "fragment ParcelLabelStatementFields on ParcelLabelStatementView {\n  text\n  source\n  confirmedAt\n  confirmedBy\n}": types.ParcelLabelStatementFieldsFragmentDoc,
    "query ParcelLabelStatement {\n  parcelLabelStatement {\n    ...ParcelLabelStatementFields\n  }\n}": types.ParcelLabelStatementDocument,
    "fragment CustomerDetailFields on CustomerDetail {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n  createdAt\n  updatedAt\n  disabledAt\n  disabledReason\n  addresses {\n    id\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n    isDefault\n  }\n  orders {\n    orderNumber\n    placedAt\n    itemCount\n    totalCents\n    status\n  }\n}": types.CustomerDetailFieldsFragmentDoc,
    "fragment CustomerListItemFields on CustomerListItem {\n  id\n  email\n  firstName\n  lastName\n  createdAt\n  disabledAt\n}": types.CustomerListItemFieldsFragmentDoc,
    "query Customer($id: ID!) {\n  customer(id: $id) {\n    ...CustomerDetailFields\n  }\n}": types.CustomerDocument,
    "query Customers($text: String, $page: PageInput!) {\n  customers(text: $text, page: $page) {\n    customers {\n      ...CustomerListItemFields\n    }\n    total\n  }\n}": types.CustomersDocument,
    "mutation DisableCustomer($id: ID!, $reason: String) {\n  disableCustomer(id: $id, reason: $reason) {\n    ...CustomerDetailFields\n  }\n}": types.DisableCustomerDocument,
    "mutation EnableCustomer($id: ID!) {\n  enableCustomer(id: $id) {\n    ...CustomerDetailFields\n  }\n}": types.EnableCustomerDocument,
    "mutation SendPasswordRecovery($id: ID!) {\n  sendPasswordRecovery(id: $id)\n}": types.SendPasswordRecoveryDocument,
    "query Dashboard {\n  dashboard {\n    lowStock {\n      total\n      products {\n        id\n        name\n        stock\n        threshold\n      }\n    }\n    today {\n      orders\n      revenueCents\n    }\n    last30Days {\n      orders\n      revenueCents\n    }\n    days {\n      day\n      orders\n      revenueCents\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenueCents\n    }\n    firstPurchaseDiscountCents\n    firstPurchaseDiscountOrders\n  }\n}": types.DashboardDocument,
    "query MyWork {\n  myWork {\n    fulfilment {\n      toApprove\n      heldForIdentity\n      toShip\n    }\n    support {\n      awaitingIdentity\n    }\n    compliance {\n      pactReportsDue\n      pactReportsOverdue\n      listingsEnding\n      listingsEndingDays\n    }\n    catalogue {\n      lowStock\n      drafts\n    }\n    setup {\n      key\n      title\n      done\n      detail\n      link {\n        path\n        label\n      }\n    }\n  }\n}": types.MyWorkDocument,
    "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    ...CarrierFields\n  }\n}": types.AddCarrierDocument,
    "mutation AddOrderNote($orderNumber: String!, $body: String!) {\n  addOrderNote(orderNumber: $orderNumber, body: $body) {\n    ...AdminOrderFields\n  }\n}": types.AddOrderNoteDocument,
    "fragment AdminOrderFields on AdminOrder {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    name\n    code\n    amount\n    freeShipping\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  total\n  lines {\n    id\n    productId\n    name\n    quantity\n    unitPrice\n    lineTotal\n  }\n  customer {\n    id\n    name\n    email\n  }\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  timeline {\n    status\n    at\n    staffId\n    staffName\n    carrier\n    trackingNumber\n    trackingUrl\n    reason\n  }\n  notes {\n    id\n    body\n    at\n    staffId\n    staffName\n  }\n  actions\n  awaitingIdentityVerification\n  canVerifyIdentity\n  identityVerification {\n    provider\n    reference\n    outcome\n    checkedAt\n    note\n  }\n}": types.AdminOrderFieldsFragmentDoc,
    "mutation ApproveOrder($orderNumber: String!) {\n  approveOrder(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}": types.ApproveOrderDocument,
    "mutation BulkApproveOrders($orderNumbers: [String!]!) {\n  bulkApproveOrders(orderNumbers: $orderNumbers) {\n    orderNumber\n    done\n    problem\n    code\n  }\n}": types.BulkApproveOrdersDocument,
    "fragment CarrierFields on CarrierView {\n  id\n  name\n  address\n  telephone\n  adultSignatureId\n  trackingUrlPattern\n}": types.CarrierFieldsFragmentDoc,
    "query Carriers {\n  carriers {\n    ...CarrierFields\n  }\n}": types.CarriersDocument,
    "mutation MarkOrderDelivered($orderNumber: String!) {\n  markOrderDelivered(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}": types.MarkOrderDeliveredDocument,
    "query OrderCarriers($orderNumber: String!) {\n  orderCarriers(orderNumber: $orderNumber) {\n    id\n    name\n    fit\n    reason\n  }\n}": types.OrderCarriersDocument,
    "query AdminOrderList($filter: OrderListFilterInput!, $sort: OrderSort, $page: PageInput!) {\n  orders(filter: $filter, sort: $sort, page: $page) {\n    orders {\n      orderNumber\n      placedAt\n      status\n      itemCount\n      total\n      customerId\n      customerName\n      customerEmail\n      shipToName\n      shipState\n    }\n    total\n    statusCounts {\n      status\n      count\n    }\n  }\n}": types.AdminOrderListDocument,
    "query AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n    payment {\n      ...AdminOrderPaymentFields\n    }\n  }\n}": types.AdminOrderDocument,
    "query PackingSlips {\n  sellerRegistration {\n    tradeName\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}": types.PackingSlipsDocument,
    "mutation RefundOrder($orderNumber: String!, $reason: String!) {\n  refundOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}": types.RefundOrderDocument,
    "mutation RejectOrder($orderNumber: String!, $reason: String!) {\n  rejectOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}": types.RejectOrderDocument,
    "mutation ResendOrderMail($orderNumber: String!) {\n  resendOrderMail(orderNumber: $orderNumber) {\n    orderNumber\n  }\n}": types.ResendOrderMailDocument,
    "mutation ShipOrder($orderNumber: String!, $carrier: String!, $trackingNumber: String!) {\n  shipOrder(\n    orderNumber: $orderNumber\n    carrier: $carrier\n    trackingNumber: $trackingNumber\n  ) {\n    ...AdminOrderFields\n  }\n}": types.ShipOrderDocument,
    "query ShippingLabel($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n  sellerRegistration {\n    legalName\n    tradeName\n    address\n    telephone\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}": types.ShippingLabelDocument,
    "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    ...CarrierFields\n  }\n}": types.UpdateCarrierDocument,
    "mutation VerifyOrderIdentity($orderNumber: String!, $how: String!, $reference: String!) {\n  verifyOrderIdentity(orderNumber: $orderNumber, how: $how, reference: $reference) {\n    ...AdminOrderFields\n  }\n}": types.VerifyOrderIdentityDocument,
    "fragment AdminOrderPaymentFields on AdminOrderPayment {\n  provider\n  state\n  authorized\n  charged\n  refunded\n  due\n  method\n  brand\n  lastFour\n  cardExpiry\n  avsResult\n  cvvResult\n  authorizationExpiresAt\n  shipRefusal\n  captureRefusal\n  voidRefusal\n  refundUnconfirmed\n  refunds {\n    at\n    amount\n    reason\n  }\n  events {\n    at\n    operation\n    outcome\n    amount\n    transactionId\n    responseCode\n    reasonCode\n    message\n    actor\n    reason\n  }\n}": types.AdminOrderPaymentFieldsFragmentDoc,
    "mutation CapturePayment($orderNumber: String!, $idempotencyKey: String!) {\n  capturePayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}": types.CapturePaymentDocument,
    "mutation CheckUnconfirmedRefunds($orderNumber: String!) {\n  checkUnconfirmedRefunds(orderNumber: $orderNumber) {\n    ...AdminOrderPaymentFields\n  }\n}": types.CheckUnconfirmedRefundsDocument,
    "query ExpiringAuthorizations($withinDays: Int!) {\n  expiringAuthorizations(withinDays: $withinDays) {\n    orderNumber\n    amount\n    authorizedAt\n    expiresAt\n  }\n}": types.ExpiringAuthorizationsDocument,
    "fragment PaymentReconciliationFields on PaymentReconciliationView {\n  ranAt\n  provider\n  checked\n  mismatches {\n    orderNumber\n    transactionId\n    ledger\n    gateway\n    action\n  }\n}": types.PaymentReconciliationFieldsFragmentDoc,
    "query PaymentReconciliation {\n  paymentReconciliation {\n    ...PaymentReconciliationFields\n  }\n}": types.PaymentReconciliationDocument,
    "query Payments($filter: PaymentFilterInput!, $page: PageInput!) {\n  payments(filter: $filter, page: $page) {\n    total\n    rows {\n      orderNumber\n      firstAt\n      provider\n      state\n      authorized\n      charged\n      refunded\n      brand\n      lastFour\n      transactionId\n    }\n  }\n}": types.PaymentsDocument,
    "mutation ReconcilePayments {\n  reconcilePayments {\n    ...PaymentReconciliationFields\n  }\n}": types.ReconcilePaymentsDocument,
    "mutation RecordPayment($orderNumber: String!, $input: ManualPaymentInput!) {\n  recordPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}": types.RecordPaymentDocument,
    "mutation RefundPayment($orderNumber: String!, $input: RefundInput!) {\n  refundPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}": types.RefundPaymentDocument,
    "query RefundQuote($orderNumber: String!, $input: RefundInput!) {\n  refundQuote(orderNumber: $orderNumber, input: $input)\n}": types.RefundQuoteDocument,
    "query SettlementReport($days: Int!) {\n  settlementReport(days: $days) {\n    day\n    captures\n    captured\n    refunds\n    refunded\n    net\n    voids\n  }\n}": types.SettlementReportDocument,
    "mutation VoidPayment($orderNumber: String!, $idempotencyKey: String!) {\n  voidPayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}": types.VoidPaymentDocument,
    "mutation ActivatePromotion($id: ID!) {\n  activatePromotion(id: $id) {\n    ...PromotionFields\n  }\n}": types.ActivatePromotionDocument,
    "mutation AddPromotionCodes($id: ID!, $code: String, $count: Int, $prefix: String) {\n  addPromotionCodes(id: $id, code: $code, count: $count, prefix: $prefix)\n}": types.AddPromotionCodesDocument,
    "mutation CreatePromotion($input: PromotionInput!) {\n  createPromotion(input: $input) {\n    ...PromotionFields\n  }\n}": types.CreatePromotionDocument,
    "mutation EndPromotion($id: ID!) {\n  endPromotion(id: $id) {\n    ...PromotionFields\n  }\n}": types.EndPromotionDocument,
    "fragment PromotionFields on PromotionView {\n  id\n  name\n  banner\n  status\n  startsAt\n  endsAt\n  headline\n  action\n  appliesTo\n  percentBp\n  amountCents\n  buyQuantity\n  getQuantity\n  minSubtotalCents\n  productIds\n  brands\n  categories\n  endsKinds\n  firstOrder\n  requiresCode\n  combinable\n  priority\n  usageLimit\n  perCustomerLimit\n  uses\n  codeCount\n  usedCodeCount\n  orders\n  discountCents\n  revenueCents\n}": types.PromotionFieldsFragmentDoc,
    "query PromotionPreview($id: ID!, $productIds: [ID!]!, $quantities: [Int!]!) {\n  promotionPreview(id: $id, productIds: $productIds, quantities: $quantities) {\n    discount\n    freeShipping\n    summary\n  }\n}": types.PromotionPreviewDocument,
    "query Promotions($status: PromotionStatus, $text: String) {\n  promotions(status: $status, text: $text) {\n    ...PromotionFields\n  }\n}": types.PromotionsDocument,
    "mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n  updatePromotion(id: $id, input: $input) {\n    ...PromotionFields\n  }\n}": types.UpdatePromotionDocument,
    "mutation AddDirectoryListing($input: DirectoryListingInput!) {\n  addDirectoryListing(input: $input) {\n    ...DirectoryListingFields\n  }\n}": types.AddDirectoryListingDocument,
    "mutation AddShippingRule($input: ShippingRuleInput!) {\n  addShippingRule(input: $input) {\n    ...ShippingRuleFields\n  }\n}": types.AddShippingRuleDocument,
    "fragment DirectoryListingFields on DirectoryListingView {\n  id\n  productId\n  productName\n  endsKind\n  fdaStatus\n  stateCode\n  stateName\n  listedFrom\n  listedTo\n  reference\n  inForce\n  createdAt\n  createdBy\n}": types.DirectoryListingFieldsFragmentDoc,
    "query DirectoryListings($filter: DirectoryListingFilterInput!, $page: PageInput!) {\n  directoryListings(filter: $filter, page: $page) {\n    listings {\n      ...DirectoryListingFields\n    }\n    total\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}": types.DirectoryListingsDocument,
    "query DirectoryProducts($text: String!) {\n  directoryProducts(text: $text) {\n    id\n    name\n    endsKind\n    fdaStatus\n  }\n}": types.DirectoryProductsDocument,
    "mutation EndDirectoryListing($id: ID!, $on: String) {\n  endDirectoryListing(id: $id, on: $on) {\n    ...DirectoryListingFields\n  }\n}": types.EndDirectoryListingDocument,
    "mutation EndShippingRule($id: ID!, $on: String) {\n  endShippingRule(id: $id, on: $on) {\n    ...ShippingRuleFields\n  }\n}": types.EndShippingRuleDocument,
    "query PreviewShippingRule($input: ShippingRuleInput!, $id: ID) {\n  previewShippingRule(input: $input, id: $id) {\n    effect\n    kind\n    stateCode\n    stateName\n    placeName\n    active\n    maxUnits\n    productCount\n    newlyStoppedCount\n    products {\n      id\n      name\n      productType\n      flavor\n      nicotineMg\n    }\n    problem\n  }\n}": types.PreviewShippingRuleDocument,
    "mutation SetShippingRuleActive($id: ID!, $active: Boolean!) {\n  setShippingRuleActive(id: $id, active: $active) {\n    ...ShippingRuleFields\n  }\n}": types.SetShippingRuleActiveDocument,
    "fragment ShippingRuleFields on ShippingRuleView {\n  id\n  stateCode\n  stateName\n  city\n  zipCodes\n  kind\n  description\n  endsKinds\n  allowedFlavours\n  maxNicotineMg\n  maxUnits\n  effectiveFrom\n  effectiveTo\n  source\n  active\n  inForce\n  updatedAt\n}": types.ShippingRuleFieldsFragmentDoc,
    "query ShippingRules {\n  shippingRules {\n    ...ShippingRuleFields\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}": types.ShippingRulesDocument,
    "mutation UpdateShippingRule($id: ID!, $input: ShippingRuleInput!) {\n  updateShippingRule(id: $id, input: $input) {\n    ...ShippingRuleFields\n  }\n}": types.UpdateShippingRuleDocument,
    "mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n  changeStaffRole(id: $id, role: $role) {\n    ...StaffMemberFields\n  }\n}": types.ChangeStaffRoleDocument,
    "mutation CompleteSetup($input: CompleteSetupInput!) {\n  completeSetup(input: $input) {\n    staff {\n      ...StaffMemberFields\n    }\n    recoveryCodes\n  }\n}": types.CompleteSetupDocument,
    "mutation DisableStaff($id: ID!) {\n  disableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}": types.DisableStaffDocument,
    "mutation EnableStaff($id: ID!) {\n  enableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}": types.EnableStaffDocument,
    "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...SetupLinkIssuedFields\n  }\n}": types.InviteStaffDocument,
    "query StaffMe {\n  me {\n    ...StaffMemberFields\n  }\n}": types.StaffMeDocument,
    "mutation OpenSetupLink($token: String!) {\n  openSetupLink(token: $token) {\n    email\n    name\n    secret\n    uri\n    qrCodeSvg\n  }\n}": types.OpenSetupLinkDocument,
    "mutation ResetStaffAuthenticator($id: ID!) {\n  resetStaffAuthenticator(id: $id) {\n    ...SetupLinkIssuedFields\n  }\n}": types.ResetStaffAuthenticatorDocument,
    "fragment SetupLinkIssuedFields on SetupLinkIssued {\n  staff {\n    ...StaffMemberFields\n  }\n  link\n  expiresAt\n}": types.SetupLinkIssuedFieldsFragmentDoc,
    "mutation StaffSignIn($input: StaffSignInInput!) {\n  signIn(input: $input) {\n    ...StaffMemberFields\n  }\n}": types.StaffSignInDocument,
    "mutation StaffSignOut {\n  signOut\n}": types.StaffSignOutDocument,
    "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  name\n  role\n  permissions\n  enrolled\n  disabledAt\n  createdAt\n}": types.StaffMemberFieldsFragmentDoc,
    "query StaffMembers {\n  staffMembers {\n    ...StaffMemberFields\n  }\n  roles {\n    role\n    permissions\n  }\n}": types.StaffMembersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuditEventFields on AuditEventView {\n  id\n  at\n  staffId\n  staffEmail\n  staffRole\n  clientIp\n  operation\n  recordType\n  recordId\n  before\n  after\n}"): (typeof documents)["fragment AuditEventFields on AuditEventView {\n  id\n  at\n  staffId\n  staffEmail\n  staffRole\n  clientIp\n  operation\n  recordType\n  recordId\n  before\n  after\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditEvents($filter: AuditFilterInput!, $page: PageInput!) {\n  auditEvents(filter: $filter, page: $page) {\n    events {\n      ...AuditEventFields\n    }\n    total\n  }\n}"): (typeof documents)["query AuditEvents($filter: AuditFilterInput!, $page: PageInput!) {\n  auditEvents(filter: $filter, page: $page) {\n    events {\n      ...AuditEventFields\n    }\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordHistory($recordType: String!, $recordId: String!) {\n  recordHistory(recordType: $recordType, recordId: $recordId) {\n    ...AuditEventFields\n  }\n}"): (typeof documents)["query RecordHistory($recordType: String!, $recordId: String!) {\n  recordHistory(recordType: $recordType, recordId: $recordId) {\n    ...AuditEventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...ProductResultFields\n  }\n}"): (typeof documents)["mutation AdjustStock($input: AdjustStockInput!) {\n  adjustStock(input: $input) {\n    ...ProductResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n  endsKind\n  liquidMl\n  podsPerPack\n  wholesaleCostCents\n  characterizingFlavour\n  fdaStatus\n}"): (typeof documents)["fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n  endsKind\n  liquidMl\n  podsPerPack\n  wholesaleCostCents\n  characterizingFlavour\n  fdaStatus\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}"): (typeof documents)["query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}"): (typeof documents)["query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}"): (typeof documents)["mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}"): (typeof documents)["query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"): (typeof documents)["fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}"): (typeof documents)["mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmParcelLabelStatement($text: String!) {\n  confirmParcelLabelStatement(text: $text) {\n    ...ParcelLabelStatementFields\n  }\n}"): (typeof documents)["mutation ConfirmParcelLabelStatement($text: String!) {\n  confirmParcelLabelStatement(text: $text) {\n    ...ParcelLabelStatementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkPactReportFiled($state: String!, $month: String!, $reference: String!) {\n  markPactReportFiled(state: $state, month: $month, reference: $reference) {\n    ...PactReportDueFields\n  }\n}"): (typeof documents)["mutation MarkPactReportFiled($state: String!, $month: String!, $reference: String!) {\n  markPactReportFiled(state: $state, month: $month, reference: $reference) {\n    ...PactReportDueFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PactReportDueFields on PactReportDueView {\n  stateCode\n  stateName\n  month\n  dueOn\n  status\n  shipments\n  filing {\n    filedAt\n    filedBy\n    reference\n  }\n}"): (typeof documents)["fragment PactReportDueFields on PactReportDueView {\n  stateCode\n  stateName\n  month\n  dueOn\n  status\n  shipments\n  filing {\n    filedAt\n    filedBy\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PactReport($state: String!, $month: String!) {\n  pactReport(state: $state, month: $month) {\n    stateCode\n    stateName\n    month\n    dueOn\n    seller {\n      legalName\n      tradeName\n      address\n      telephone\n      email\n      website\n      atfRegistration\n      examples\n    }\n    rows {\n      city\n      zip\n      recipientName\n      address\n      brand\n      product\n      quantity\n      carrierName\n      carrierAddress\n      carrierTelephone\n      orderNumber\n      shipDate\n      exciseCents\n    }\n    totals {\n      shipments\n      lines\n      units\n      exciseCents\n    }\n    filing {\n      filedAt\n      filedBy\n      reference\n    }\n  }\n}"): (typeof documents)["query PactReport($state: String!, $month: String!) {\n  pactReport(state: $state, month: $month) {\n    stateCode\n    stateName\n    month\n    dueOn\n    seller {\n      legalName\n      tradeName\n      address\n      telephone\n      email\n      website\n      atfRegistration\n      examples\n    }\n    rows {\n      city\n      zip\n      recipientName\n      address\n      brand\n      product\n      quantity\n      carrierName\n      carrierAddress\n      carrierTelephone\n      orderNumber\n      shipDate\n      exciseCents\n    }\n    totals {\n      shipments\n      lines\n      units\n      exciseCents\n    }\n    filing {\n      filedAt\n      filedBy\n      reference\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PactReports {\n  pactReports {\n    ...PactReportDueFields\n  }\n}"): (typeof documents)["query PactReports {\n  pactReports {\n    ...PactReportDueFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParcelLabelStatementFields on ParcelLabelStatementView {\n  text\n  source\n  confirmedAt\n  confirmedBy\n}"): (typeof documents)["fragment ParcelLabelStatementFields on ParcelLabelStatementView {\n  text\n  source\n  confirmedAt\n  confirmedBy\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParcelLabelStatement {\n  parcelLabelStatement {\n    ...ParcelLabelStatementFields\n  }\n}"): (typeof documents)["query ParcelLabelStatement {\n  parcelLabelStatement {\n    ...ParcelLabelStatementFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerDetailFields on CustomerDetail {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n  createdAt\n  updatedAt\n  disabledAt\n  disabledReason\n  addresses {\n    id\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n    isDefault\n  }\n  orders {\n    orderNumber\n    placedAt\n    itemCount\n    totalCents\n    status\n  }\n}"): (typeof documents)["fragment CustomerDetailFields on CustomerDetail {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n  createdAt\n  updatedAt\n  disabledAt\n  disabledReason\n  addresses {\n    id\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n    isDefault\n  }\n  orders {\n    orderNumber\n    placedAt\n    itemCount\n    totalCents\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerListItemFields on CustomerListItem {\n  id\n  email\n  firstName\n  lastName\n  createdAt\n  disabledAt\n}"): (typeof documents)["fragment CustomerListItemFields on CustomerListItem {\n  id\n  email\n  firstName\n  lastName\n  createdAt\n  disabledAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Customer($id: ID!) {\n  customer(id: $id) {\n    ...CustomerDetailFields\n  }\n}"): (typeof documents)["query Customer($id: ID!) {\n  customer(id: $id) {\n    ...CustomerDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Customers($text: String, $page: PageInput!) {\n  customers(text: $text, page: $page) {\n    customers {\n      ...CustomerListItemFields\n    }\n    total\n  }\n}"): (typeof documents)["query Customers($text: String, $page: PageInput!) {\n  customers(text: $text, page: $page) {\n    customers {\n      ...CustomerListItemFields\n    }\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableCustomer($id: ID!, $reason: String) {\n  disableCustomer(id: $id, reason: $reason) {\n    ...CustomerDetailFields\n  }\n}"): (typeof documents)["mutation DisableCustomer($id: ID!, $reason: String) {\n  disableCustomer(id: $id, reason: $reason) {\n    ...CustomerDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableCustomer($id: ID!) {\n  enableCustomer(id: $id) {\n    ...CustomerDetailFields\n  }\n}"): (typeof documents)["mutation EnableCustomer($id: ID!) {\n  enableCustomer(id: $id) {\n    ...CustomerDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendPasswordRecovery($id: ID!) {\n  sendPasswordRecovery(id: $id)\n}"): (typeof documents)["mutation SendPasswordRecovery($id: ID!) {\n  sendPasswordRecovery(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard {\n  dashboard {\n    lowStock {\n      total\n      products {\n        id\n        name\n        stock\n        threshold\n      }\n    }\n    today {\n      orders\n      revenueCents\n    }\n    last30Days {\n      orders\n      revenueCents\n    }\n    days {\n      day\n      orders\n      revenueCents\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenueCents\n    }\n    firstPurchaseDiscountCents\n    firstPurchaseDiscountOrders\n  }\n}"): (typeof documents)["query Dashboard {\n  dashboard {\n    lowStock {\n      total\n      products {\n        id\n        name\n        stock\n        threshold\n      }\n    }\n    today {\n      orders\n      revenueCents\n    }\n    last30Days {\n      orders\n      revenueCents\n    }\n    days {\n      day\n      orders\n      revenueCents\n    }\n    topProducts {\n      productId\n      name\n      units\n      revenueCents\n    }\n    firstPurchaseDiscountCents\n    firstPurchaseDiscountOrders\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyWork {\n  myWork {\n    fulfilment {\n      toApprove\n      heldForIdentity\n      toShip\n    }\n    support {\n      awaitingIdentity\n    }\n    compliance {\n      pactReportsDue\n      pactReportsOverdue\n      listingsEnding\n      listingsEndingDays\n    }\n    catalogue {\n      lowStock\n      drafts\n    }\n    setup {\n      key\n      title\n      done\n      detail\n      link {\n        path\n        label\n      }\n    }\n  }\n}"): (typeof documents)["query MyWork {\n  myWork {\n    fulfilment {\n      toApprove\n      heldForIdentity\n      toShip\n    }\n    support {\n      awaitingIdentity\n    }\n    compliance {\n      pactReportsDue\n      pactReportsOverdue\n      listingsEnding\n      listingsEndingDays\n    }\n    catalogue {\n      lowStock\n      drafts\n    }\n    setup {\n      key\n      title\n      done\n      detail\n      link {\n        path\n        label\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    ...CarrierFields\n  }\n}"): (typeof documents)["mutation AddCarrier($input: CarrierInput!) {\n  addCarrier(input: $input) {\n    ...CarrierFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddOrderNote($orderNumber: String!, $body: String!) {\n  addOrderNote(orderNumber: $orderNumber, body: $body) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation AddOrderNote($orderNumber: String!, $body: String!) {\n  addOrderNote(orderNumber: $orderNumber, body: $body) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrderFields on AdminOrder {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    name\n    code\n    amount\n    freeShipping\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  total\n  lines {\n    id\n    productId\n    name\n    quantity\n    unitPrice\n    lineTotal\n  }\n  customer {\n    id\n    name\n    email\n  }\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  timeline {\n    status\n    at\n    staffId\n    staffName\n    carrier\n    trackingNumber\n    trackingUrl\n    reason\n  }\n  notes {\n    id\n    body\n    at\n    staffId\n    staffName\n  }\n  actions\n  awaitingIdentityVerification\n  canVerifyIdentity\n  identityVerification {\n    provider\n    reference\n    outcome\n    checkedAt\n    note\n  }\n}"): (typeof documents)["fragment AdminOrderFields on AdminOrder {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    name\n    code\n    amount\n    freeShipping\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  total\n  lines {\n    id\n    productId\n    name\n    quantity\n    unitPrice\n    lineTotal\n  }\n  customer {\n    id\n    name\n    email\n  }\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  timeline {\n    status\n    at\n    staffId\n    staffName\n    carrier\n    trackingNumber\n    trackingUrl\n    reason\n  }\n  notes {\n    id\n    body\n    at\n    staffId\n    staffName\n  }\n  actions\n  awaitingIdentityVerification\n  canVerifyIdentity\n  identityVerification {\n    provider\n    reference\n    outcome\n    checkedAt\n    note\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveOrder($orderNumber: String!) {\n  approveOrder(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation ApproveOrder($orderNumber: String!) {\n  approveOrder(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkApproveOrders($orderNumbers: [String!]!) {\n  bulkApproveOrders(orderNumbers: $orderNumbers) {\n    orderNumber\n    done\n    problem\n    code\n  }\n}"): (typeof documents)["mutation BulkApproveOrders($orderNumbers: [String!]!) {\n  bulkApproveOrders(orderNumbers: $orderNumbers) {\n    orderNumber\n    done\n    problem\n    code\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CarrierFields on CarrierView {\n  id\n  name\n  address\n  telephone\n  adultSignatureId\n  trackingUrlPattern\n}"): (typeof documents)["fragment CarrierFields on CarrierView {\n  id\n  name\n  address\n  telephone\n  adultSignatureId\n  trackingUrlPattern\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Carriers {\n  carriers {\n    ...CarrierFields\n  }\n}"): (typeof documents)["query Carriers {\n  carriers {\n    ...CarrierFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkOrderDelivered($orderNumber: String!) {\n  markOrderDelivered(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation MarkOrderDelivered($orderNumber: String!) {\n  markOrderDelivered(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderCarriers($orderNumber: String!) {\n  orderCarriers(orderNumber: $orderNumber) {\n    id\n    name\n    fit\n    reason\n  }\n}"): (typeof documents)["query OrderCarriers($orderNumber: String!) {\n  orderCarriers(orderNumber: $orderNumber) {\n    id\n    name\n    fit\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrderList($filter: OrderListFilterInput!, $sort: OrderSort, $page: PageInput!) {\n  orders(filter: $filter, sort: $sort, page: $page) {\n    orders {\n      orderNumber\n      placedAt\n      status\n      itemCount\n      total\n      customerId\n      customerName\n      customerEmail\n      shipToName\n      shipState\n    }\n    total\n    statusCounts {\n      status\n      count\n    }\n  }\n}"): (typeof documents)["query AdminOrderList($filter: OrderListFilterInput!, $sort: OrderSort, $page: PageInput!) {\n  orders(filter: $filter, sort: $sort, page: $page) {\n    orders {\n      orderNumber\n      placedAt\n      status\n      itemCount\n      total\n      customerId\n      customerName\n      customerEmail\n      shipToName\n      shipState\n    }\n    total\n    statusCounts {\n      status\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n    payment {\n      ...AdminOrderPaymentFields\n    }\n  }\n}"): (typeof documents)["query AdminOrder($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n    payment {\n      ...AdminOrderPaymentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PackingSlips {\n  sellerRegistration {\n    tradeName\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}"): (typeof documents)["query PackingSlips {\n  sellerRegistration {\n    tradeName\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundOrder($orderNumber: String!, $reason: String!) {\n  refundOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation RefundOrder($orderNumber: String!, $reason: String!) {\n  refundOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectOrder($orderNumber: String!, $reason: String!) {\n  rejectOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation RejectOrder($orderNumber: String!, $reason: String!) {\n  rejectOrder(orderNumber: $orderNumber, reason: $reason) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendOrderMail($orderNumber: String!) {\n  resendOrderMail(orderNumber: $orderNumber) {\n    orderNumber\n  }\n}"): (typeof documents)["mutation ResendOrderMail($orderNumber: String!) {\n  resendOrderMail(orderNumber: $orderNumber) {\n    orderNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShipOrder($orderNumber: String!, $carrier: String!, $trackingNumber: String!) {\n  shipOrder(\n    orderNumber: $orderNumber\n    carrier: $carrier\n    trackingNumber: $trackingNumber\n  ) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation ShipOrder($orderNumber: String!, $carrier: String!, $trackingNumber: String!) {\n  shipOrder(\n    orderNumber: $orderNumber\n    carrier: $carrier\n    trackingNumber: $trackingNumber\n  ) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingLabel($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n  sellerRegistration {\n    legalName\n    tradeName\n    address\n    telephone\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}"): (typeof documents)["query ShippingLabel($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...AdminOrderFields\n  }\n  sellerRegistration {\n    legalName\n    tradeName\n    address\n    telephone\n    examples\n  }\n  parcelLabelStatement {\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    ...CarrierFields\n  }\n}"): (typeof documents)["mutation UpdateCarrier($id: ID!, $input: CarrierInput!) {\n  updateCarrier(id: $id, input: $input) {\n    ...CarrierFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOrderIdentity($orderNumber: String!, $how: String!, $reference: String!) {\n  verifyOrderIdentity(orderNumber: $orderNumber, how: $how, reference: $reference) {\n    ...AdminOrderFields\n  }\n}"): (typeof documents)["mutation VerifyOrderIdentity($orderNumber: String!, $how: String!, $reference: String!) {\n  verifyOrderIdentity(orderNumber: $orderNumber, how: $how, reference: $reference) {\n    ...AdminOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrderPaymentFields on AdminOrderPayment {\n  provider\n  state\n  authorized\n  charged\n  refunded\n  due\n  method\n  brand\n  lastFour\n  cardExpiry\n  avsResult\n  cvvResult\n  authorizationExpiresAt\n  shipRefusal\n  captureRefusal\n  voidRefusal\n  refundUnconfirmed\n  refunds {\n    at\n    amount\n    reason\n  }\n  events {\n    at\n    operation\n    outcome\n    amount\n    transactionId\n    responseCode\n    reasonCode\n    message\n    actor\n    reason\n  }\n}"): (typeof documents)["fragment AdminOrderPaymentFields on AdminOrderPayment {\n  provider\n  state\n  authorized\n  charged\n  refunded\n  due\n  method\n  brand\n  lastFour\n  cardExpiry\n  avsResult\n  cvvResult\n  authorizationExpiresAt\n  shipRefusal\n  captureRefusal\n  voidRefusal\n  refundUnconfirmed\n  refunds {\n    at\n    amount\n    reason\n  }\n  events {\n    at\n    operation\n    outcome\n    amount\n    transactionId\n    responseCode\n    reasonCode\n    message\n    actor\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CapturePayment($orderNumber: String!, $idempotencyKey: String!) {\n  capturePayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}"): (typeof documents)["mutation CapturePayment($orderNumber: String!, $idempotencyKey: String!) {\n  capturePayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckUnconfirmedRefunds($orderNumber: String!) {\n  checkUnconfirmedRefunds(orderNumber: $orderNumber) {\n    ...AdminOrderPaymentFields\n  }\n}"): (typeof documents)["mutation CheckUnconfirmedRefunds($orderNumber: String!) {\n  checkUnconfirmedRefunds(orderNumber: $orderNumber) {\n    ...AdminOrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpiringAuthorizations($withinDays: Int!) {\n  expiringAuthorizations(withinDays: $withinDays) {\n    orderNumber\n    amount\n    authorizedAt\n    expiresAt\n  }\n}"): (typeof documents)["query ExpiringAuthorizations($withinDays: Int!) {\n  expiringAuthorizations(withinDays: $withinDays) {\n    orderNumber\n    amount\n    authorizedAt\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentReconciliationFields on PaymentReconciliationView {\n  ranAt\n  provider\n  checked\n  mismatches {\n    orderNumber\n    transactionId\n    ledger\n    gateway\n    action\n  }\n}"): (typeof documents)["fragment PaymentReconciliationFields on PaymentReconciliationView {\n  ranAt\n  provider\n  checked\n  mismatches {\n    orderNumber\n    transactionId\n    ledger\n    gateway\n    action\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentReconciliation {\n  paymentReconciliation {\n    ...PaymentReconciliationFields\n  }\n}"): (typeof documents)["query PaymentReconciliation {\n  paymentReconciliation {\n    ...PaymentReconciliationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Payments($filter: PaymentFilterInput!, $page: PageInput!) {\n  payments(filter: $filter, page: $page) {\n    total\n    rows {\n      orderNumber\n      firstAt\n      provider\n      state\n      authorized\n      charged\n      refunded\n      brand\n      lastFour\n      transactionId\n    }\n  }\n}"): (typeof documents)["query Payments($filter: PaymentFilterInput!, $page: PageInput!) {\n  payments(filter: $filter, page: $page) {\n    total\n    rows {\n      orderNumber\n      firstAt\n      provider\n      state\n      authorized\n      charged\n      refunded\n      brand\n      lastFour\n      transactionId\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReconcilePayments {\n  reconcilePayments {\n    ...PaymentReconciliationFields\n  }\n}"): (typeof documents)["mutation ReconcilePayments {\n  reconcilePayments {\n    ...PaymentReconciliationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordPayment($orderNumber: String!, $input: ManualPaymentInput!) {\n  recordPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}"): (typeof documents)["mutation RecordPayment($orderNumber: String!, $input: ManualPaymentInput!) {\n  recordPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundPayment($orderNumber: String!, $input: RefundInput!) {\n  refundPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}"): (typeof documents)["mutation RefundPayment($orderNumber: String!, $input: RefundInput!) {\n  refundPayment(orderNumber: $orderNumber, input: $input) {\n    ...AdminOrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RefundQuote($orderNumber: String!, $input: RefundInput!) {\n  refundQuote(orderNumber: $orderNumber, input: $input)\n}"): (typeof documents)["query RefundQuote($orderNumber: String!, $input: RefundInput!) {\n  refundQuote(orderNumber: $orderNumber, input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettlementReport($days: Int!) {\n  settlementReport(days: $days) {\n    day\n    captures\n    captured\n    refunds\n    refunded\n    net\n    voids\n  }\n}"): (typeof documents)["query SettlementReport($days: Int!) {\n  settlementReport(days: $days) {\n    day\n    captures\n    captured\n    refunds\n    refunded\n    net\n    voids\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoidPayment($orderNumber: String!, $idempotencyKey: String!) {\n  voidPayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}"): (typeof documents)["mutation VoidPayment($orderNumber: String!, $idempotencyKey: String!) {\n  voidPayment(orderNumber: $orderNumber, idempotencyKey: $idempotencyKey) {\n    ...AdminOrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivatePromotion($id: ID!) {\n  activatePromotion(id: $id) {\n    ...PromotionFields\n  }\n}"): (typeof documents)["mutation ActivatePromotion($id: ID!) {\n  activatePromotion(id: $id) {\n    ...PromotionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddPromotionCodes($id: ID!, $code: String, $count: Int, $prefix: String) {\n  addPromotionCodes(id: $id, code: $code, count: $count, prefix: $prefix)\n}"): (typeof documents)["mutation AddPromotionCodes($id: ID!, $code: String, $count: Int, $prefix: String) {\n  addPromotionCodes(id: $id, code: $code, count: $count, prefix: $prefix)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePromotion($input: PromotionInput!) {\n  createPromotion(input: $input) {\n    ...PromotionFields\n  }\n}"): (typeof documents)["mutation CreatePromotion($input: PromotionInput!) {\n  createPromotion(input: $input) {\n    ...PromotionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndPromotion($id: ID!) {\n  endPromotion(id: $id) {\n    ...PromotionFields\n  }\n}"): (typeof documents)["mutation EndPromotion($id: ID!) {\n  endPromotion(id: $id) {\n    ...PromotionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PromotionFields on PromotionView {\n  id\n  name\n  banner\n  status\n  startsAt\n  endsAt\n  headline\n  action\n  appliesTo\n  percentBp\n  amountCents\n  buyQuantity\n  getQuantity\n  minSubtotalCents\n  productIds\n  brands\n  categories\n  endsKinds\n  firstOrder\n  requiresCode\n  combinable\n  priority\n  usageLimit\n  perCustomerLimit\n  uses\n  codeCount\n  usedCodeCount\n  orders\n  discountCents\n  revenueCents\n}"): (typeof documents)["fragment PromotionFields on PromotionView {\n  id\n  name\n  banner\n  status\n  startsAt\n  endsAt\n  headline\n  action\n  appliesTo\n  percentBp\n  amountCents\n  buyQuantity\n  getQuantity\n  minSubtotalCents\n  productIds\n  brands\n  categories\n  endsKinds\n  firstOrder\n  requiresCode\n  combinable\n  priority\n  usageLimit\n  perCustomerLimit\n  uses\n  codeCount\n  usedCodeCount\n  orders\n  discountCents\n  revenueCents\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromotionPreview($id: ID!, $productIds: [ID!]!, $quantities: [Int!]!) {\n  promotionPreview(id: $id, productIds: $productIds, quantities: $quantities) {\n    discount\n    freeShipping\n    summary\n  }\n}"): (typeof documents)["query PromotionPreview($id: ID!, $productIds: [ID!]!, $quantities: [Int!]!) {\n  promotionPreview(id: $id, productIds: $productIds, quantities: $quantities) {\n    discount\n    freeShipping\n    summary\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Promotions($status: PromotionStatus, $text: String) {\n  promotions(status: $status, text: $text) {\n    ...PromotionFields\n  }\n}"): (typeof documents)["query Promotions($status: PromotionStatus, $text: String) {\n  promotions(status: $status, text: $text) {\n    ...PromotionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n  updatePromotion(id: $id, input: $input) {\n    ...PromotionFields\n  }\n}"): (typeof documents)["mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n  updatePromotion(id: $id, input: $input) {\n    ...PromotionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDirectoryListing($input: DirectoryListingInput!) {\n  addDirectoryListing(input: $input) {\n    ...DirectoryListingFields\n  }\n}"): (typeof documents)["mutation AddDirectoryListing($input: DirectoryListingInput!) {\n  addDirectoryListing(input: $input) {\n    ...DirectoryListingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShippingRule($input: ShippingRuleInput!) {\n  addShippingRule(input: $input) {\n    ...ShippingRuleFields\n  }\n}"): (typeof documents)["mutation AddShippingRule($input: ShippingRuleInput!) {\n  addShippingRule(input: $input) {\n    ...ShippingRuleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DirectoryListingFields on DirectoryListingView {\n  id\n  productId\n  productName\n  endsKind\n  fdaStatus\n  stateCode\n  stateName\n  listedFrom\n  listedTo\n  reference\n  inForce\n  createdAt\n  createdBy\n}"): (typeof documents)["fragment DirectoryListingFields on DirectoryListingView {\n  id\n  productId\n  productName\n  endsKind\n  fdaStatus\n  stateCode\n  stateName\n  listedFrom\n  listedTo\n  reference\n  inForce\n  createdAt\n  createdBy\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryListings($filter: DirectoryListingFilterInput!, $page: PageInput!) {\n  directoryListings(filter: $filter, page: $page) {\n    listings {\n      ...DirectoryListingFields\n    }\n    total\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["query DirectoryListings($filter: DirectoryListingFilterInput!, $page: PageInput!) {\n  directoryListings(filter: $filter, page: $page) {\n    listings {\n      ...DirectoryListingFields\n    }\n    total\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryProducts($text: String!) {\n  directoryProducts(text: $text) {\n    id\n    name\n    endsKind\n    fdaStatus\n  }\n}"): (typeof documents)["query DirectoryProducts($text: String!) {\n  directoryProducts(text: $text) {\n    id\n    name\n    endsKind\n    fdaStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndDirectoryListing($id: ID!, $on: String) {\n  endDirectoryListing(id: $id, on: $on) {\n    ...DirectoryListingFields\n  }\n}"): (typeof documents)["mutation EndDirectoryListing($id: ID!, $on: String) {\n  endDirectoryListing(id: $id, on: $on) {\n    ...DirectoryListingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndShippingRule($id: ID!, $on: String) {\n  endShippingRule(id: $id, on: $on) {\n    ...ShippingRuleFields\n  }\n}"): (typeof documents)["mutation EndShippingRule($id: ID!, $on: String) {\n  endShippingRule(id: $id, on: $on) {\n    ...ShippingRuleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewShippingRule($input: ShippingRuleInput!, $id: ID) {\n  previewShippingRule(input: $input, id: $id) {\n    effect\n    kind\n    stateCode\n    stateName\n    placeName\n    active\n    maxUnits\n    productCount\n    newlyStoppedCount\n    products {\n      id\n      name\n      productType\n      flavor\n      nicotineMg\n    }\n    problem\n  }\n}"): (typeof documents)["query PreviewShippingRule($input: ShippingRuleInput!, $id: ID) {\n  previewShippingRule(input: $input, id: $id) {\n    effect\n    kind\n    stateCode\n    stateName\n    placeName\n    active\n    maxUnits\n    productCount\n    newlyStoppedCount\n    products {\n      id\n      name\n      productType\n      flavor\n      nicotineMg\n    }\n    problem\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetShippingRuleActive($id: ID!, $active: Boolean!) {\n  setShippingRuleActive(id: $id, active: $active) {\n    ...ShippingRuleFields\n  }\n}"): (typeof documents)["mutation SetShippingRuleActive($id: ID!, $active: Boolean!) {\n  setShippingRuleActive(id: $id, active: $active) {\n    ...ShippingRuleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShippingRuleFields on ShippingRuleView {\n  id\n  stateCode\n  stateName\n  city\n  zipCodes\n  kind\n  description\n  endsKinds\n  allowedFlavours\n  maxNicotineMg\n  maxUnits\n  effectiveFrom\n  effectiveTo\n  source\n  active\n  inForce\n  updatedAt\n}"): (typeof documents)["fragment ShippingRuleFields on ShippingRuleView {\n  id\n  stateCode\n  stateName\n  city\n  zipCodes\n  kind\n  description\n  endsKinds\n  allowedFlavours\n  maxNicotineMg\n  maxUnits\n  effectiveFrom\n  effectiveTo\n  source\n  active\n  inForce\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingRules {\n  shippingRules {\n    ...ShippingRuleFields\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}"): (typeof documents)["query ShippingRules {\n  shippingRules {\n    ...ShippingRuleFields\n  }\n  shippingRuleChoices {\n    states {\n      code\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShippingRule($id: ID!, $input: ShippingRuleInput!) {\n  updateShippingRule(id: $id, input: $input) {\n    ...ShippingRuleFields\n  }\n}"): (typeof documents)["mutation UpdateShippingRule($id: ID!, $input: ShippingRuleInput!) {\n  updateShippingRule(id: $id, input: $input) {\n    ...ShippingRuleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n  changeStaffRole(id: $id, role: $role) {\n    ...StaffMemberFields\n  }\n}"): (typeof documents)["mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {\n  changeStaffRole(id: $id, role: $role) {\n    ...StaffMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteSetup($input: CompleteSetupInput!) {\n  completeSetup(input: $input) {\n    staff {\n      ...StaffMemberFields\n    }\n    recoveryCodes\n  }\n}"): (typeof documents)["mutation CompleteSetup($input: CompleteSetupInput!) {\n  completeSetup(input: $input) {\n    staff {\n      ...StaffMemberFields\n    }\n    recoveryCodes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableStaff($id: ID!) {\n  disableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}"): (typeof documents)["mutation DisableStaff($id: ID!) {\n  disableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableStaff($id: ID!) {\n  enableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}"): (typeof documents)["mutation EnableStaff($id: ID!) {\n  enableStaff(id: $id) {\n    ...StaffMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...SetupLinkIssuedFields\n  }\n}"): (typeof documents)["mutation InviteStaff($input: InviteStaffInput!) {\n  inviteStaff(input: $input) {\n    ...SetupLinkIssuedFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMe {\n  me {\n    ...StaffMemberFields\n  }\n}"): (typeof documents)["query StaffMe {\n  me {\n    ...StaffMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenSetupLink($token: String!) {\n  openSetupLink(token: $token) {\n    email\n    name\n    secret\n    uri\n    qrCodeSvg\n  }\n}"): (typeof documents)["mutation OpenSetupLink($token: String!) {\n  openSetupLink(token: $token) {\n    email\n    name\n    secret\n    uri\n    qrCodeSvg\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetStaffAuthenticator($id: ID!) {\n  resetStaffAuthenticator(id: $id) {\n    ...SetupLinkIssuedFields\n  }\n}"): (typeof documents)["mutation ResetStaffAuthenticator($id: ID!) {\n  resetStaffAuthenticator(id: $id) {\n    ...SetupLinkIssuedFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SetupLinkIssuedFields on SetupLinkIssued {\n  staff {\n    ...StaffMemberFields\n  }\n  link\n  expiresAt\n}"): (typeof documents)["fragment SetupLinkIssuedFields on SetupLinkIssued {\n  staff {\n    ...StaffMemberFields\n  }\n  link\n  expiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignIn($input: StaffSignInInput!) {\n  signIn(input: $input) {\n    ...StaffMemberFields\n  }\n}"): (typeof documents)["mutation StaffSignIn($input: StaffSignInInput!) {\n  signIn(input: $input) {\n    ...StaffMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignOut {\n  signOut\n}"): (typeof documents)["mutation StaffSignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  name\n  role\n  permissions\n  enrolled\n  disabledAt\n  createdAt\n}"): (typeof documents)["fragment StaffMemberFields on StaffMember {\n  id\n  email\n  name\n  role\n  permissions\n  enrolled\n  disabledAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMembers {\n  staffMembers {\n    ...StaffMemberFields\n  }\n  roles {\n    role\n    permissions\n  }\n}"): (typeof documents)["query StaffMembers {\n  staffMembers {\n    ...StaffMemberFields\n  }\n  roles {\n    role\n    permissions\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;