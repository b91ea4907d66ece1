import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';

/** Call 15: sets a new password with the e-mailed recovery code, checked on the server. */
export const resetPasswordCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const outcome = await auth.resetPassword(
    fields.required('email'),
    fields.required('code'),
    fields.required('newPass'),
    ctx.clientIp,
  );
  if (outcome.ok) return { body: { body: 'Success' } };
  const invalid = outcome.problems.find((p) => p.code === 'INVALID_CODE');
  if (invalid) return { status: 422, body: { body: invalid.message } };
  throw refusal(outcome.problems);
};
