/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
export const StaffMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StaffMemberFieldsFragment, unknown>;
export const SetupLinkIssuedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupLinkIssuedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupLinkIssued"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SetupLinkIssuedFieldsFragment, unknown>;
export const AuditEventsDocument = {"__meta__":{"hash":"sha256:3dbf0fbc71aa0f2bb55e2a790fb1b155448ae7bdb6cf87efe903452db97e7853"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientIp"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const RecordHistoryDocument = {"__meta__":{"hash":"sha256:6d56611a3af99c74d8e671077ed41e879f544466372a98e261ed3112515f33b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"clientIp"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;
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