import { REQUIRED_MESSAGE } from '../../lib/field-problems';

/**
 * The account rules as the API enforces them (api/src/modules/customers/account.rules.ts, DESIGN.md):
 * checked here too only so a form can answer at once; the server decides.
 */
export const MIN_AGE = 21;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 60;
export const CODE_LENGTH = 6;

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  invalidEmail: 'Please enter a valid e-mail address.',
  underAge: 'You are under 21 years old. Registration is not allowed.',
  password: `Password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters long`,
  invalidDate: 'Please enter a valid date of birth.',
} as const;

// A deliberately loose check (something@something.tld); the API has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.required;
  if (!EMAIL.test(value)) return MESSAGES.invalidEmail;
  return undefined;
}

export function requiredProblem(value: string): string | undefined {
  return value.trim() ? undefined : MESSAGES.required;
}

/** Counted as a person counts characters, like the server. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return MESSAGES.required;
  const length = [...password].length;
  return length < PASSWORD_MIN || length > PASSWORD_MAX ? MESSAGES.password : undefined;
}

/** Whole years from a YYYY-MM-DD date of birth to today, or null when it is not a real date. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return age;
}

/** Whether the date makes the person younger than 21 (false while the date is empty or incomplete). */
export function isUnderAge(dateOfBirth: string, today?: Date): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= 0 && age < MIN_AGE;
}

export function dateOfBirthProblem(dateOfBirth: string, today?: Date): string | undefined {
  if (!dateOfBirth) return MESSAGES.required;
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < 0 || age > 130) return MESSAGES.invalidDate;
  return age < MIN_AGE ? MESSAGES.underAge : undefined;
}

/** Today as YYYY-MM-DD in the user's time zone: the latest date a date-of-birth picker offers. */
export function todayIso(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
