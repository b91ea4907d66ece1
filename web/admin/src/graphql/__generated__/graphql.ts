/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A stock movement a staff member records. */
export type AdjustStockInput = {
  /** Units added (positive) or taken (negative); never below zero in all. */
  change: number;
  /** A note, up to 500 characters. */
  note?: string | null | undefined;
  /** The product. */
  productId: string;
  /** Why (not ORDER, which orders record themselves). */
  reason: StockReason;
  /** A key for this one adjustment (e.g. a UUID per form): a retry with it does not move stock twice. */
  requestKey?: string | null | undefined;
};

/** Which entries of the audit trail; every part is optional. */
export type AuditFilterInput = {
  /** From this day (YYYY-MM-DD, UTC), inclusive. */
  from?: string | null | undefined;
  /** Only this operation, e.g. "order.approve". */
  operation?: string | null | undefined;
  /** Only this record (with recordType). */
  recordId?: string | null | undefined;
  /** Only records of this kind (order, product…). */
  recordType?: string | null | undefined;
  /** Only this staff member’s. */
  staffId?: string | null | undefined;
  /** To this day (YYYY-MM-DD, UTC), inclusive. */
  to?: string | null | undefined;
};

/** Completes a setup link: a password and the first code of the enrolled authenticator. */
export type CompleteSetupInput = {
  /** The 6 digits the authenticator app shows after scanning the QR code. */
  code: string;
  /** The new password, 8 to 64 characters. */
  password: string;
  /** The token at the end of the setup link. */
  token: string;
};

/** A new staff member, who receives a setup link. */
export type InviteStaffInput = {
  /** Their e-mail address (sign-in name), unique among staff. */
  email: string;
  /** Their name as the back office shows it. */
  name: string;
  /** Their job. */
  role: StaffRole;
};

/** A page of a list: which one and how long. */
export type PageInput = {
  /** The page, from 1. */
  page: number;
  /** Rows a page, 1 to 200. */
  pageSize: number;
};

/** One thing a staff member may do. Each role is a fixed set of them; the server checks every operation. */
export type Permission =
  /** Export the catalogue as CSV and import it. */
  | 'IMPORT_CATALOG'
  /** Invite staff, change their roles, disable them and reset their authenticators. */
  | 'MANAGE_STAFF'
  /** Read and export the whole audit trail. */
  | 'READ_AUDIT'
  /** See products, prices and the stock ledger. */
  | 'READ_CATALOG'
  /** Search customers and see their accounts, addresses and orders. */
  | 'READ_CUSTOMER'
  /** See the dashboard: what needs doing and the shop's sales. */
  | 'READ_DASHBOARD'
  /** See orders, their customers, timelines, notes and packing slips; export them. */
  | 'READ_ORDER'
  /** See the product-by-state shipping rules. */
  | 'READ_SHIPPING_RULES'
  /** Refund an order. */
  | 'REFUND_ORDER'
  /** Send an order's mail to the customer again. */
  | 'RESEND_MAIL'
  /** Create and edit products, prices and sales. */
  | 'UPDATE_CATALOG'
  /** Change the compliance data the law holds the shop to. */
  | 'UPDATE_COMPLIANCE'
  /** Disable and enable a customer's account; send a password-recovery mail. */
  | 'UPDATE_CUSTOMER'
  /** Approve, reject, ship and mark orders delivered; add internal notes. */
  | 'UPDATE_ORDER'
  /** Add, change and end shipping rules. */
  | 'UPDATE_SHIPPING_RULES'
  /** Record stock movements. */
  | 'UPDATE_STOCK';

/** Why a form or an action was refused; stable, for clients to choose their own words. */
export type ProblemCode =
  | 'ADDRESS_BOOK_FULL'
  | 'ALREADY_TAKEN'
  | 'DUPLICATE_ADDRESS'
  | 'EMAIL_TAKEN'
  | 'EMPTY_CART'
  | 'FUTURE_DATE'
  | 'INVALID_CODE'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_DATE'
  | 'INVALID_DEVICE'
  | 'INVALID_EMAIL'
  | 'INVALID_STATE'
  | 'INVALID_VALUE'
  | 'INVALID_ZIP'
  | 'OUT_OF_STOCK'
  | 'PRODUCT_UNAVAILABLE'
  | 'REQUIRED'
  | 'SHIPPING_RESTRICTED'
  | 'SLUG_LOCKED'
  | 'STOCK_BELOW_ZERO'
  | 'TOO_LONG'
  | 'UNDER_AGE'
  | 'WEAK_PASSWORD'
  | 'WRONG_PASSWORD';

/** Which products; every part is optional. */
export type ProductFilterInput = {
  /** Only this brand, by name. */
  brand?: string | null | undefined;
  /** Only this category (or product line), by name. */
  category?: string | null | undefined;
  /** Only products at or below their low-stock threshold. */
  lowStock?: boolean | null | undefined;
  /** Only products on sale (true) or not (false). */
  onSale?: boolean | null | undefined;
  /** Only this status. */
  status?: ProductStatus | null | undefined;
  /** Words, as the shop’s search reads them (any status). */
  text?: string | null | undefined;
};

/** Every field of a product; the server checks each and names the ones it refuses. */
export type ProductInput = {
  /** Brand name (one the catalogue has). */
  brand: string;
  /** Category name (a top-level one). */
  category: string;
  /** Former price in US cents, above the price; null: not on sale. */
  compareAtPriceCents?: number | null | undefined;
  /** Description, up to 20 000 characters. */
  description?: string | null | undefined;
  /** Flavour name. */
  flavour?: string | null | undefined;
  /** Product line: a subcategory of the category. */
  line?: string | null | undefined;
  /** Low-stock threshold in units (default 5). */
  lowStockThreshold?: number | null | undefined;
  /** The name (unique in any case). */
  name: string;
  /** Nicotine strength in mg/mL, 0 to 100. */
  nicotineMg?: number | null | undefined;
  /** Photograph URL: https://… or a path on this site. */
  pictureUrl?: string | null | undefined;
  /** Price in US cents, more than 0. */
  priceCents: number;
  /** Puffs, 1 to 1 000 000. */
  puffs?: number | null | undefined;
  /** The URL key; empty: made from brand, name and strength. */
  slug?: string | null | undefined;
  /** Draft, active or archived. */
  status: ProductStatus;
  /** Product type name. */
  type?: string | null | undefined;
};

/** Whether the shop shows and sells a product. */
export type ProductStatus =
  /** In the shop and sold. */
  | 'ACTIVE'
  /** No longer sold nor shown; kept for the orders that name it. */
  | 'ARCHIVED'
  /** Being prepared: not in the shop. */
  | 'DRAFT';

/** A staff member's job, which fixes what they may do (see `rolePermissions`). */
export type StaffRole =
  /** Products, prices, sales, stock, catalogue import and export. */
  | 'CATALOGUE'
  /** Read orders and customers, edit shipping rules and compliance data, read the audit trail. */
  | 'COMPLIANCE'
  /** Orders: read them, move them on, print packing slips. */
  | 'FULFILMENT'
  /** Everything but managing staff. */
  | 'MANAGER'
  /** Everything, and the only role that manages staff. */
  | 'OWNER'
  /** Read customers and orders, resend mail, disable a customer account. */
  | 'SUPPORT';

/** Staff sign-in: all three are needed. */
export type StaffSignInInput = {
  /** The 6 digits the authenticator app shows now, or one unused recovery code. */
  code: string;
  /** The e-mail address the staff member was invited with. */
  email: string;
  /** Their password. */
  password: string;
};

/** Why stock moved. */
export type StockReason =
  /** A count found a different level (also what a CSV import sets). */
  | 'COUNT_CORRECTION'
  /** Units were damaged and taken off the shelf. */
  | 'DAMAGED'
  /** An order took units (recorded by the order itself; not for staff). */
  | 'ORDER'
  /** A delivery came in. */
  | 'RECEIVED'
  /** A customer returned units. */
  | 'RETURNED';

export type AuditEventFieldsFragment = { __typename: 'AuditEventView', id: string, at: string, staffId: string | null, staffEmail: string | null, staffRole: string | null, clientIp: string | null, operation: string, recordType: string | null, recordId: string | null, before: string | null, after: string | null };

export type AuditEventsQueryVariables = Exact<{
  filter: AuditFilterInput;
  page: PageInput;
}>;


export type AuditEventsQuery = { auditEvents: { __typename: 'AuditEventPage', total: number, events: Array<{ __typename: 'AuditEventView', id: string, at: string, staffId: string | null, staffEmail: string | null, staffRole: string | null, clientIp: string | null, operation: string, recordType: string | null, recordId: string | null, before: string | null, after: string | null }> } };

export type RecordHistoryQueryVariables = Exact<{
  recordType: string;
  recordId: string;
}>;


export type RecordHistoryQuery = { recordHistory: Array<{ __typename: 'AuditEventView', id: string, at: string, staffId: string | null, staffEmail: string | null, staffRole: string | null, clientIp: string | null, operation: string, recordType: string | null, recordId: string | null, before: string | null, after: string | null }> };

export type AdjustStockMutationVariables = Exact<{
  input: AdjustStockInput;
}>;


export type AdjustStockMutation = { adjustStock:
    | { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string }
    | { __typename: 'InputErrors', message: string, errors: Array<{ __typename: 'FieldError', field: string, code: ProblemCode, message: string }> }
   };

export type AdminProductFieldsFragment = { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string };

export type AdminProductQueryVariables = Exact<{
  id: string;
}>;


export type AdminProductQuery = { product: { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string, stockLedger: Array<{ __typename: 'StockMovementView', id: string, at: string, change: number, reason: StockReason, note: string | null, staffEmail: string | null, levelAfter: number }> } | null };

export type AdminProductsQueryVariables = Exact<{
  filter: ProductFilterInput;
  page: PageInput;
}>;


export type AdminProductsQuery = { products: { __typename: 'AdminProductPage', total: number, products: Array<{ __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string }> } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct:
    | { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string }
    | { __typename: 'InputErrors', message: string, errors: Array<{ __typename: 'FieldError', field: string, code: ProblemCode, message: string }> }
   };

export type ProductLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductLookupsQuery = { productLookups: { __typename: 'ProductLookups', categories: Array<{ __typename: 'LookupOption', name: string }>, lines: Array<{ __typename: 'LookupOption', name: string, parent: string | null }>, brands: Array<{ __typename: 'LookupOption', name: string }>, types: Array<{ __typename: 'LookupOption', name: string }>, flavours: Array<{ __typename: 'LookupOption', name: string }> } };

type ProductResultFields_AdminProduct_Fragment = { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string };

type ProductResultFields_InputErrors_Fragment = { __typename: 'InputErrors', message: string, errors: Array<{ __typename: 'FieldError', field: string, code: ProblemCode, message: string }> };

export type ProductResultFieldsFragment =
  | ProductResultFields_AdminProduct_Fragment
  | ProductResultFields_InputErrors_Fragment
;

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct:
    | { __typename: 'AdminProduct', id: string, name: string, slug: string, published: boolean, status: ProductStatus, brand: string, category: string, line: string | null, type: string | null, flavour: string | null, nicotineMg: number | null, puffs: number | null, description: string, priceCents: number, compareAtPriceCents: number | null, pictureUrl: string | null, stock: number, lowStockThreshold: number, lowStock: boolean, createdAt: string }
    | { __typename: 'InputErrors', message: string, errors: Array<{ __typename: 'FieldError', field: string, code: ProblemCode, message: string }> }
   };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string;
  role: StaffRole;
}>;


export type ChangeStaffRoleMutation = { changeStaffRole: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } };

export type CompleteSetupMutationVariables = Exact<{
  input: CompleteSetupInput;
}>;


export type CompleteSetupMutation = { completeSetup: { __typename: 'SetupCompleted', recoveryCodes: Array<string>, staff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } } };

export type DisableStaffMutationVariables = Exact<{
  id: string;
}>;


export type DisableStaffMutation = { disableStaff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } };

export type EnableStaffMutationVariables = Exact<{
  id: string;
}>;


export type EnableStaffMutation = { enableStaff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { __typename: 'SetupLinkIssued', link: string, expiresAt: string, staff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { me: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } | null };

export type OpenSetupLinkMutationVariables = Exact<{
  token: string;
}>;


export type OpenSetupLinkMutation = { openSetupLink: { __typename: 'StaffEnrolment', email: string, name: string, secret: string, uri: string, qrCodeSvg: string } };

export type ResetStaffAuthenticatorMutationVariables = Exact<{
  id: string;
}>;


export type ResetStaffAuthenticatorMutation = { resetStaffAuthenticator: { __typename: 'SetupLinkIssued', link: string, expiresAt: string, staff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } } };

export type SetupLinkIssuedFieldsFragment = { __typename: 'SetupLinkIssued', link: string, expiresAt: string, staff: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } };

export type StaffSignInMutationVariables = Exact<{
  input: StaffSignInInput;
}>;


export type StaffSignInMutation = { signIn: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { signOut: boolean };

export type StaffMemberFieldsFragment = { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<Permission>, enrolled: boolean, disabledAt: string | null, createdAt: string }>, roles: Array<{ __typename: 'RolePermissions', role: StaffRole, permissions: Array<Permission> }> };

export const AuditEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientIp"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AuditEventFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const ProductResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProductResultFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StaffMemberFieldsFragment, unknown>;
export const SetupLinkIssuedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupLinkIssuedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupLinkIssued"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SetupLinkIssuedFieldsFragment, unknown>;
export const AuditEventsDocument = {"__meta__":{"hash":"sha256:3dbf0fbc71aa0f2bb55e2a790fb1b155448ae7bdb6cf87efe903452db97e7853"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientIp"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const RecordHistoryDocument = {"__meta__":{"hash":"sha256:6d56611a3af99c74d8e671077ed41e879f544466372a98e261ed3112515f33b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientIp"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const AdjustStockDocument = {"__meta__":{"hash":"sha256:861703c9e6dc011efbcfe18cc2602f9b4a2aecb12e0a1f84e767d9f66c03c5f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const AdminProductDocument = {"__meta__":{"hash":"sha256:aded84e4ebbda48822bb876d6478b988284d54c6f0407aad30885f7c928b5794"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"stockLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"levelAfter"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminProductsDocument = {"__meta__":{"hash":"sha256:6117c721778e2e89c6255fa28cf331d21657e695341cc6db2429338b1012c2a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const CreateProductDocument = {"__meta__":{"hash":"sha256:ab25d3daf411cdf2ac3ab79fa02b502d22362d74b6028a3a858a58dba15c3892"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const ProductLookupsDocument = {"__meta__":{"hash":"sha256:75d3b665293d47884ddf58ec3a7d3444b0c820275fa09fd3297c797591b5b83f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parent"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ProductLookupsQuery, ProductLookupsQueryVariables>;
export const UpdateProductDocument = {"__meta__":{"hash":"sha256:be395bf6161843e69f04ba1bb2e6da26e4d23c1ac1f1b94a2a546325046c7683"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flavour"}},{"kind":"Field","name":{"kind":"Name","value":"nicotineMg"}},{"kind":"Field","name":{"kind":"Name","value":"puffs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const ChangeStaffRoleDocument = {"__meta__":{"hash":"sha256:9ac4d45cfad05b29b7932938264a9d200ed9d3f97401874f6145adb939e03a27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ChangeStaffRoleMutation, ChangeStaffRoleMutationVariables>;
export const CompleteSetupDocument = {"__meta__":{"hash":"sha256:9164e44a8c12ccb085253a6ba6a20284585007593eeb8c522cac24b47f0bfa33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CompleteSetupMutation, CompleteSetupMutationVariables>;
export const DisableStaffDocument = {"__meta__":{"hash":"sha256:e3b029d1333967d433aad6faa65d04aaa58acb3629b0f2549f428720fa4a994b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DisableStaffMutation, DisableStaffMutationVariables>;
export const EnableStaffDocument = {"__meta__":{"hash":"sha256:9ac69476e639041f9c0a045781f0dd395ac192735ccaf3c90da4d71a7a02b5ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EnableStaffMutation, EnableStaffMutationVariables>;
export const InviteStaffDocument = {"__meta__":{"hash":"sha256:7e3ac3f7bbc44a128f0832ce9842a066b55c561593aad20482f320e8384a5d8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupLinkIssuedFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupLinkIssuedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupLinkIssued"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const StaffMeDocument = {"__meta__":{"hash":"sha256:d2ffe9100058521c6fe20aec9acaa752daaf8610e301841be982a9af49e1e492"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const OpenSetupLinkDocument = {"__meta__":{"hash":"sha256:b2aa684b55b26276dedf0142a3e7e6ec4016e40afddfadb5dde39719513976c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenSetupLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openSetupLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OpenSetupLinkMutation, OpenSetupLinkMutationVariables>;
export const ResetStaffAuthenticatorDocument = {"__meta__":{"hash":"sha256:564cbc7a57143bd6c1863d9fd61469d6699db9de7422593811fccf489505ff32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetStaffAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetStaffAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupLinkIssuedFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupLinkIssuedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupLinkIssued"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ResetStaffAuthenticatorMutation, ResetStaffAuthenticatorMutationVariables>;
export const StaffSignInDocument = {"__meta__":{"hash":"sha256:cce1d084a746b2a91a1ca96cbac96d2d2dfd9e0ea55a91a18d67b3238c113257"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffSignOutDocument = {"__meta__":{"hash":"sha256:9c19cb7d5d22159271b34cf60ee49c4a6f6caa58b899c3e84217dea8591f901c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;
export const StaffMembersDocument = {"__meta__":{"hash":"sha256:f23c38ea70ebd88fa6108378334fcbab5ce36c3ca11b8a169b5b7e3533e4e981"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;