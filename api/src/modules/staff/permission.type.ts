import { registerEnumType } from 'type-graphql';

/** What a staff member may do; every admin operation names the ones it needs (Vendure's and Saleor's way). */
export enum Permission {
  READ_ORDER = 'READ_ORDER',
  UPDATE_ORDER = 'UPDATE_ORDER',
  REFUND_ORDER = 'REFUND_ORDER',
  READ_CATALOG = 'READ_CATALOG',
  UPDATE_CATALOG = 'UPDATE_CATALOG',
  UPDATE_STOCK = 'UPDATE_STOCK',
  IMPORT_CATALOG = 'IMPORT_CATALOG',
  READ_CUSTOMER = 'READ_CUSTOMER',
  UPDATE_CUSTOMER = 'UPDATE_CUSTOMER',
  RESEND_MAIL = 'RESEND_MAIL',
  READ_SHIPPING_RULES = 'READ_SHIPPING_RULES',
  UPDATE_SHIPPING_RULES = 'UPDATE_SHIPPING_RULES',
  UPDATE_COMPLIANCE = 'UPDATE_COMPLIANCE',
  VERIFY_IDENTITY = 'VERIFY_IDENTITY',
  READ_AUDIT = 'READ_AUDIT',
  READ_DASHBOARD = 'READ_DASHBOARD',
  MANAGE_STAFF = 'MANAGE_STAFF',
  MANAGE_PROMOTIONS = 'MANAGE_PROMOTIONS',
}

registerEnumType(Permission, {
  name: 'Permission',
  description: 'One thing a staff member may do. Each role is a fixed set of them; the server checks every operation.',
  valuesConfig: {
    READ_ORDER: { description: 'See orders, their customers, timelines, notes and packing slips; export them.' },
    UPDATE_ORDER: { description: 'Approve, reject, ship and mark orders delivered; add internal notes.' },
    REFUND_ORDER: { description: 'Refund an order.' },
    READ_CATALOG: { description: 'See products, prices and the stock ledger.' },
    UPDATE_CATALOG: { description: 'Create and edit products, prices and sales.' },
    UPDATE_STOCK: { description: 'Record stock movements.' },
    IMPORT_CATALOG: { description: 'Export the catalogue as CSV and import it.' },
    READ_CUSTOMER: { description: 'Search customers and see their accounts, addresses and orders.' },
    UPDATE_CUSTOMER: { description: "Disable and enable a customer's account; send a password-recovery mail." },
    RESEND_MAIL: { description: "Send an order's mail to the customer again." },
    READ_SHIPPING_RULES: { description: 'See the product-by-state shipping rules.' },
    UPDATE_SHIPPING_RULES: { description: 'Add, change and end shipping rules.' },
    UPDATE_COMPLIANCE: { description: 'Change the compliance data the law holds the shop to.' },
    VERIFY_IDENTITY: {
      description: "Record that an order's customer was verified by hand (ID seen, provider portal), clearing it.",
    },
    READ_AUDIT: { description: 'Read and export the whole audit trail.' },
    READ_DASHBOARD: { description: "See the dashboard: what needs doing and the shop's sales." },
    MANAGE_STAFF: { description: 'Invite staff, change their roles, disable them and reset their authenticators.' },
    MANAGE_PROMOTIONS: {
      description: 'See promotions and their use; create, edit, activate and end them; add and export their codes.',
    },
  },
});

/** A staff member's job; each is a fixed set of permissions. */
export enum StaffRole {
  OWNER = 'owner',
  MANAGER = 'manager',
  FULFILMENT = 'fulfilment',
  CATALOGUE = 'catalogue',
  SUPPORT = 'support',
  COMPLIANCE = 'compliance',
}

registerEnumType(StaffRole, {
  name: 'StaffRole',
  description: "A staff member's job, which fixes what they may do (see `rolePermissions`).",
  valuesConfig: {
    OWNER: { description: 'Everything, and the only role that manages staff.' },
    MANAGER: { description: 'Everything but managing staff.' },
    FULFILMENT: { description: 'Orders: read them, move them on, print packing slips.' },
    CATALOGUE: { description: 'Products, prices, sales, stock, catalogue import and export.' },
    SUPPORT: { description: 'Read customers and orders, resend mail, disable a customer account.' },
    COMPLIANCE: {
      description:
        'Read orders and customers, edit shipping rules and compliance data, verify identities, read the audit trail.',
    },
  },
});

const ALL = Object.values(Permission);

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  [StaffRole.OWNER]: ALL,
  [StaffRole.MANAGER]: ALL.filter((permission) => permission !== Permission.MANAGE_STAFF),
  [StaffRole.FULFILMENT]: [Permission.READ_ORDER, Permission.UPDATE_ORDER],
  [StaffRole.CATALOGUE]: [
    Permission.READ_CATALOG,
    Permission.UPDATE_CATALOG,
    Permission.UPDATE_STOCK,
    Permission.IMPORT_CATALOG,
  ],
  [StaffRole.SUPPORT]: [
    Permission.READ_CUSTOMER,
    Permission.READ_ORDER,
    Permission.UPDATE_CUSTOMER,
    Permission.RESEND_MAIL,
  ],
  [StaffRole.COMPLIANCE]: [
    Permission.READ_ORDER,
    Permission.READ_CUSTOMER,
    Permission.READ_SHIPPING_RULES,
    Permission.UPDATE_SHIPPING_RULES,
    Permission.UPDATE_COMPLIANCE,
    Permission.READ_AUDIT,
    Permission.VERIFY_IDENTITY,
  ],
};

export function parseRole(value: string): StaffRole | undefined {
  return Object.values(StaffRole).find((role) => role === value.trim().toLowerCase());
}
