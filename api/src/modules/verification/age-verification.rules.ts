import { isShopDay } from '../../common/shop-day';
import { ageOn } from '../customers/account.rules';
import type { VerificationIdentity, VerificationOutcome, VerificationResult } from './age-verification.types';

/** A result stamped now. */
export function verificationResult(
  provider: string,
  outcome: VerificationOutcome,
  fields: Partial<Pick<VerificationResult, 'reason' | 'reference' | 'documentUrl' | 'problem'>> = {},
): VerificationResult {
  return { outcome, provider, reference: null, ...fields, checkedAt: new Date().toISOString() };
}

export const errorResult = (provider: string, problem: string): VerificationResult =>
  verificationResult(provider, 'ERROR', { problem });

const STATE_CODE = /^[A-Z]{2}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/** What is wrong with an identity before any provider is asked (a provider would only answer "no match"). */
export function identityProblem(identity: VerificationIdentity, today = new Date()): string | null {
  const required = ['firstName', 'lastName', 'street', 'city'] as const;
  const missing = required.find((field) => !identity[field].trim());
  if (missing) return `${missing} is required`;
  if (!isShopDay(identity.dateOfBirth) || ageOn(identity.dateOfBirth, today) < 0) {
    return 'dateOfBirth must be a date written YYYY-MM-DD';
  }
  if (!STATE_CODE.test(identity.stateCode)) return 'stateCode must be a two-letter US state code';
  if (!ZIP.test(identity.zip)) return 'zip must be 12345 or 12345-6789';
  return null;
}

/** Whole years on the shop's day: the sandbox's notion of who is old enough. */
export function isOldEnough(dateOfBirth: string, minimumAge: number, today = new Date()): boolean {
  return isShopDay(dateOfBirth) && ageOn(dateOfBirth, today) >= minimumAge;
}
