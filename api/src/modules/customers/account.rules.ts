import { ProblemCode } from '../../common/problem-code';
import { type FieldProblem, REQUIRED_MESSAGE, missing } from '../../common/problem';
/** The account rules of spec sections 5 and 9 as decided in DESIGN.md; the server enforces each once. */
export const MIN_AGE = 21;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_SECONDS = 86_400;
export const SESSION_COOKIE = 'esi-data';
/** How long a browser that logged in stays a trusted device of the account. */
export const TRUSTED_DEVICE_TTL_SECONDS = 365 * 86_400;
/** Trusted devices kept per customer (the newest): a client that drops cookies adds one a login. */
export const MAX_TRUSTED_DEVICES = 20;

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  invalidEmail: 'Please enter a valid e-mail address.',
  emailTaken: '❌ Email already registered. Please login.',
  underAge: 'You are under 21 years old. Registration is not allowed.',
  password: `Password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters long`,
  invalidDate: 'Please enter a valid date of birth.',
  invalidCode: 'Please enter the correct verification code',
  invalidRecoveryCode: 'Invalid code.',
  invalidCredentials: 'Invalid credentials or account not registered.',
  wrongPassword: 'The old password is not correct.',
  recoverySent: 'If that e-mail address is registered, we have sent it a code.',
  codeSent: 'Please provide the verification code sent to your email',
} as const;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string, field = 'email'): FieldProblem | null {
  const value = email.trim();
  if (!value) return missing(field);
  if (value.length > EMAIL_MAX || !EMAIL.test(value))
    return { field, code: ProblemCode.INVALID_EMAIL, message: MESSAGES.invalidEmail };
  return null;
}

export function passwordProblem(password: string, field = 'password'): FieldProblem | null {
  if (!password) return missing(field);
  // Length in characters as a person counts them, not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX)
    return { field, code: ProblemCode.WEAK_PASSWORD, message: MESSAGES.password };
  return null;
}

export function requiredProblem(value: string, field: string, max = NAME_MAX): FieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return missing(field);
  if (trimmed.length > max) return { field, code: ProblemCode.TOO_LONG, message: `At most ${max} characters.` };
  return null;
}

/** A calendar date from "YYYY-MM-DD" or the legacy "YYYY/MM/DD"; null when it is not a real date. */
export function parseDate(value: string): string | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return null;
  }
  return `${y}-${m}-${d}`;
}

/** Whole years between a date of birth and today (both calendar dates, UTC). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

export function dateOfBirthProblem(value: string, field = 'dateOfBirth', today = new Date()): FieldProblem | null {
  if (!value.trim()) return missing(field);
  const date = parseDate(value);
  if (!date || ageOn(date, today) > 130 || ageOn(date, today) < 0) {
    return { field, code: ProblemCode.INVALID_DATE, message: MESSAGES.invalidDate };
  }
  if (ageOn(date, today) < MIN_AGE) return { field, code: ProblemCode.UNDER_AGE, message: MESSAGES.underAge };
  return null;
}
