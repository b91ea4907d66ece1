import { unauthenticated } from '../../errors';
import { USER_ID_MISSING, requireOwnSession } from '../legacy-fields';
import type { LegacyCall } from '../legacy-types';

/** Call 11: the customer's own profile; the password (a hash) is never part of it. */
export const profileCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const session = await requireOwnSession(ctx, fields, 'id');
  const customer = await auth.customer(session.customerId);
  if (!customer) throw unauthenticated(USER_ID_MISSING);
  return {
    body: {
      firstname: customer.firstName,
      lastname: customer.lastName,
      dob: `${customer.dateOfBirth}T00:00:00`,
      login: customer.email,
    },
  };
};
