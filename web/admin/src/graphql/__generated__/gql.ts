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
    "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n}": typeof types.AdminProductFieldsFragmentDoc,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}": typeof types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}": typeof types.AdminProductsDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}": typeof types.CreateProductDocument,
    "query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}": typeof types.ProductLookupsDocument,
    "fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": typeof types.ProductResultFieldsFragmentDoc,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}": typeof types.UpdateProductDocument,
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
    "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n}": types.AdminProductFieldsFragmentDoc,
    "query AdminProduct($id: ID!) {\n  product(id: $id) {\n    ...AdminProductFields\n    stockLedger(limit: 50) {\n      id\n      at\n      change\n      reason\n      note\n      staffEmail\n      levelAfter\n    }\n  }\n}": types.AdminProductDocument,
    "query AdminProducts($filter: ProductFilterInput!, $page: PageInput!) {\n  products(filter: $filter, page: $page) {\n    products {\n      ...AdminProductFields\n    }\n    total\n  }\n}": types.AdminProductsDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductResultFields\n  }\n}": types.CreateProductDocument,
    "query ProductLookups {\n  productLookups {\n    categories {\n      name\n    }\n    lines {\n      name\n      parent\n    }\n    brands {\n      name\n    }\n    types {\n      name\n    }\n    flavours {\n      name\n    }\n  }\n}": types.ProductLookupsDocument,
    "fragment ProductResultFields on ProductResult {\n  __typename\n  ... on AdminProduct {\n    ...AdminProductFields\n  }\n  ... on InputErrors {\n    message\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": types.ProductResultFieldsFragmentDoc,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductResultFields\n  }\n}": types.UpdateProductDocument,
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
export function graphql(source: "fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n}"): (typeof documents)["fragment AdminProductFields on AdminProduct {\n  id\n  name\n  slug\n  published\n  status\n  brand\n  category\n  line\n  type\n  flavour\n  nicotineMg\n  puffs\n  description\n  priceCents\n  compareAtPriceCents\n  pictureUrl\n  stock\n  lowStockThreshold\n  lowStock\n  createdAt\n}"];
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