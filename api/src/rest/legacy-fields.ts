import type { AppContext } from '../context';
import { badInput, forbidden, unauthenticated } from '../errors';
import type { AuthSession } from '../modules/customers/session.service';

/** The old clients' own words for a request without a logged-in user. */
export const USER_ID_MISSING = 'User ID missing!';

/** The string fields of one legacy body, each sent at most once (the parser makes sure). */
export class LegacyFields {
  constructor(private readonly values: ReadonlyMap<string, string>) {}

  has(name: string): boolean {
    return this.values.has(name);
  }

  names(): string[] {
    return [...this.values.keys()];
  }

  optional(name: string): string | undefined {
    return this.values.get(name);
  }

  /** The field's value; a missing or empty field is a 400. Content rules stay with the services. */
  required(name: string): string {
    const value = this.values.get(name);
    if (value === undefined || value === '') throw badInput(`The field "${name}" is required.`);
    return value;
  }

  /** A whole number, or `fallback` when the field is absent or empty; the range is the service's rule. */
  wholeNumber(name: string, fallback: number): number {
    const value = this.values.get(name)?.trim();
    if (!value) return fallback;
    if (!/^\d{1,9}$/.test(value)) throw badInput(`The field "${name}" must be a whole number.`);
    return Number(value);
  }
}

/** Ids are UUIDs: the same id in any case, with or without surrounding spaces, is the same user. */
export function sameId(claimed: string, actual: string): boolean {
  return claimed.trim().toLowerCase() === actual.toLowerCase();
}

/** A user id sent by an old client must be the session's own: a forged id reaches nothing. */
export function assertOwnId(session: AuthSession, claimed: string): void {
  if (!sameId(claimed, session.customerId)) throw forbidden('That user id is not the logged-in user.');
}

/** The session, checked against the user id in `field`: none is 401, another user's id 403. */
export async function requireOwnSession(ctx: AppContext, fields: LegacyFields, field: string): Promise<AuthSession> {
  const session = await ctx.session();
  if (!session) throw unauthenticated(USER_ID_MISSING);
  assertOwnId(session, fields.required(field));
  return session;
}
