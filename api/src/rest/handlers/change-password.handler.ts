import { requireOwnSession } from '../legacy-fields';
import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';

/** Call 14: a logged-in password change; `code` is the user id and must be the session's. */
export const changePasswordCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const session = await requireOwnSession(ctx, fields, 'code');
  const outcome = await auth.changePassword(session, fields.required('oldpassw'), fields.required('newpassw'));
  if (outcome.ok) return { body: { Response: 'Success' } };
  if (outcome.problems.some((p) => p.code === 'WRONG_PASSWORD')) return { status: 422, body: { Response: 'Failed' } };
  throw refusal(outcome.problems);
};
