import { guestCartToken } from '../../modules/cart/cart-owner.cookie';
import { deviceToken, rememberDevice } from '../../modules/customers/device.cookie';
import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';

/**
 * Call 4: logs in and sets the session cookie, as GraphQL logIn does (with the same throttling and
 * device cookie); the guest cart joins the customer's.
 */
export const loginCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const outcome = await auth.logIn(fields.required('login'), fields.required('passw'), {
    ip: ctx.clientIp,
    guestToken: guestCartToken(ctx),
    deviceToken: deviceToken(ctx),
  });
  if (!outcome.ok) {
    const wrong = outcome.problems.find((p) => p.code === 'INVALID_CREDENTIALS');
    if (wrong) return { status: 401, body: { Login: [{ body: wrong.message }] } };
    throw refusal(outcome.problems);
  }
  ctx.startSession(outcome.value.token);
  rememberDevice(ctx, outcome.value.deviceToken);
  const { id } = outcome.value.customer;
  // `code` was the old system's user id too; it is no secret, the session cookie is what counts.
  return { body: { Login: [{ body: 'Success', id, code: id }] } };
};
