import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { RequestSignUpCodeDocument, SignUpDocument } from '../../web/src/graphql/__generated__/graphql';
import type { GraphQLClient } from './graphql-client';

export const PASSWORD = 'correct horse 1';

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** The newest 6-digit code mailed to an address, read from the outbox table. */
export async function lastCodeFor(databaseUrl: string, email: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ body: string }>(
      `SELECT body FROM outgoing_mail WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1`,
      [email],
    );
    const code = /code is (\d{6})/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  } finally {
    await db.end();
  }
}

/** Signs a new adult customer up through the API; the client keeps the session cookie. */
export async function signUpCustomer(
  api: GraphQLClient,
  databaseUrl: string,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string; dateOfBirth: string }> = {},
): Promise<{ email: string; password: string; id: string }> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  await api.data(RequestSignUpCodeDocument, { email });
  const code = await lastCodeFor(databaseUrl, email);
  const { signUp } = await api.data(SignUpDocument, {
    input: {
      email,
      password,
      code,
      firstName: fields.firstName ?? 'Ada',
      lastName: fields.lastName ?? 'Lovelace',
      dateOfBirth: fields.dateOfBirth ?? '1990-05-17',
    },
  });
  if (signUp.__typename !== 'AuthSuccess') throw new Error(`sign-up refused: ${JSON.stringify(signUp)}`);
  return { email, password, id: signUp.customer.id };
}
