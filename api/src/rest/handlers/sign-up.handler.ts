import { GUEST_CART_COOKIE } from '../../modules/customers/guest-cookie';
import { refusal } from '../legacy-refusal';
import type { LegacyCall } from '../legacy-types';

/** Call 3: creates the account with the e-mailed code (`token`) and logs it in, as GraphQL signUp does. */
export const signUpCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const outcome = await auth.signUp(
    {
      firstName: fields.required('firstname'),
      lastName: fields.required('lastname'),
      dateOfBirth: fields.required('dob'),
      email: fields.required('login'),
      password: fields.required('passw'),
      code: fields.required('token'),
    },
    ctx.clientIp,
    ctx.cookie(GUEST_CART_COOKIE),
  );
  if (!outcome.ok) throw refusal(outcome.problems);
  ctx.startSession(outcome.value.token);
  return { body: { id: outcome.value.customer.id } };
};
