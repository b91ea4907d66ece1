import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';

/** Call 6: e-mails a recovery code when the address is registered; the answer is the same either way. */
export const recoverPasswordCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const outcome = await auth.requestPasswordRecovery(fields.required('email'), ctx.clientIp);
  if (!outcome.ok) throw refusal(outcome.problems);
  return { body: { body: 'Success' } };
};
