import type { StaffRole } from '../../graphql/__generated__/graphql';

/** Each role as staff read it, with what it may do. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FULFILMENT: 'Fulfilment',
  CATALOGUE: 'Catalogue',
  SUPPORT: 'Support',
  COMPLIANCE: 'Compliance',
};
