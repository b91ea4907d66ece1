import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';

/** Call 5: e-mails a sign-up code (never returned: call 3 checks it on the server). Rate-limited. */
export const verifyCall: LegacyCall = async ({ fields, ctx }, { auth }) => {
  const outcome = await auth.requestSignUpCode(fields.required('email'), ctx.clientIp);
  if (outcome.ok) return { body: { Response: 'Verification code sent' } };
  if (outcome.problems.some((p) => p.code === 'EMAIL_TAKEN')) {
    return { status: 409, body: { Response: 'Email already registered' } };
  }
  throw refusal(outcome.problems);
};
