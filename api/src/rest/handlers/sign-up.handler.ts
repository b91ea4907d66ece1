import { guestCartToken } from '../../modules/cart/cart-owner.cookie';
import { rememberDevice } from '../../modules/customers/device.cookie';
import { refusal } from '../legacy-problem-status';
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
    guestCartToken(ctx),
  );
  if (!outcome.ok) throw refusal(outcome.problems);
  ctx.startSession(outcome.value.token);
  rememberDevice(ctx, outcome.value.deviceToken);
  return { body: { id: outcome.value.customer.id } };
};
