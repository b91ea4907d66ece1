import { Client } from 'pg';
import {
  ChangePasswordDocument,
  LogInDocument,
  LogOutDocument,
  MeDocument,
  RequestPasswordRecoveryDocument,
  RequestSignUpCodeDocument,
  ResetPasswordDocument,
  SignUpDocument,
  type SignUpInput,
  UpdateProfileDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, lastCodeFor, signUpCustomer, uniqueEmail } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let dbUrl: string;
let db: Client;
const client = () => new GraphQLClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
  dbUrl = testApp.app.database.url;
  db = new Client({ connectionString: dbUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await testApp.stop();
});

function adult(email: string, code: string, overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    email,
    code,
    password: PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    dateOfBirth: '1985-12-09',
    ...overrides,
  };
}

async function requestCode(api: GraphQLClient, email: string): Promise<string> {
  const { requestSignUpCode } = await api.data(RequestSignUpCodeDocument, { email });
  expect(requestSignUpCode.__typename).toBe('Done');
  return lastCodeFor(dbUrl, email);
}

function yearsAgo(years: number, plusDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d.toISOString().slice(0, 10);
}

describe('sign-up', () => {
  it('e-mails a code, creates the account with it and logs the customer in', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    const { rows } = await db.query(`SELECT body, subject FROM outgoing_mail WHERE recipient = $1`, [email]);
    expect(rows[0].subject).toContain('ESI Smoke & Vape');
    expect(rows[0].body).toContain('valid for 10 minutes');
    expect(rows[0].body).toContain('Nicotine is an addictive chemical.');

    const result = await api.request(SignUpDocument, { input: adult(email, code) });
    expect(result.data?.signUp).toMatchObject({ __typename: 'AuthSuccess', customer: { email, firstName: 'Grace' } });
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith('esi-data='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect((await api.data(MeDocument)).me?.email).toBe(email);
  });

  it('never answers with a password, hash, code or token', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    const result = await api.request(SignUpDocument, { input: adult(email, code) });
    const body = JSON.stringify(result.data);
    expect(body).not.toContain(PASSWORD);
    expect(body).not.toContain('argon2');
    expect(body).not.toContain(code);
    expect(body).not.toContain(api.cookie('esi-data'));
    const { rows } = await db.query(`SELECT password_hash FROM customer WHERE email = $1`, [email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await db.query(
      `SELECT token_hash FROM session s JOIN customer c ON c.id = s.customer_id WHERE email = $1`,
      [email],
    );
    expect(sessions.rows[0].token_hash.toString('base64url')).not.toBe(api.cookie('esi-data'));
  });

  it('tells an already registered address to log in, at both steps', async () => {
    const api = client();
    const { email } = await signUpCustomer(api, dbUrl);
    const again = await client().data(RequestSignUpCodeDocument, { email: email.toUpperCase() });
    expect(again.requestSignUpCode).toMatchObject({
      __typename: 'InputErrors',
      message: '❌ Email already registered. Please login.',
    });
  });

  it('refuses a wrong code and keeps the customer on the code step', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const { signUp } = await api.data(SignUpDocument, { input: adult(email, wrong) });
    expect(signUp).toMatchObject({ __typename: 'InputErrors', message: 'Please enter the correct verification code' });
    expect(api.cookie('esi-data')).toBeUndefined();
    // The right code still works after one wrong try.
    expect((await api.data(SignUpDocument, { input: adult(email, code) })).signUp.__typename).toBe('AuthSuccess');
  });

  it('refuses an expired code', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    await db.query(`UPDATE verification_code SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    expect((await api.data(SignUpDocument, { input: adult(email, code) })).signUp.__typename).toBe('InputErrors');
  });

  it('refuses a code issued for another address', async () => {
    const api = client();
    const mine = uniqueEmail();
    const code = await requestCode(api, mine);
    const other = uniqueEmail();
    await requestCode(api, other);
    const { signUp } = await api.data(SignUpDocument, { input: adult(other, code) });
    // Codes are random, so the other address's own code could match by chance: one in a million.
    if (code !== (await lastCodeFor(dbUrl, other))) expect(signUp.__typename).toBe('InputErrors');
  });

  it('allows five tries per code, then refuses even the right one', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await api.data(SignUpDocument, { input: adult(email, wrong) });
    expect((await api.data(SignUpDocument, { input: adult(email, code) })).signUp.__typename).toBe('InputErrors');
  });

  it('refuses anyone under 21 on the date of birth', async () => {
    const api = client();
    const email = uniqueEmail();
    const code = await requestCode(api, email);
    const { signUp } = await api.data(SignUpDocument, { input: adult(email, code, { dateOfBirth: yearsAgo(21, 1) }) });
    expect(signUp).toMatchObject({
      __typename: 'InputErrors',
      errors: [
        {
          field: 'dateOfBirth',
          code: 'UNDER_AGE',
          message: 'You are under 21 years old. Registration is not allowed.',
        },
      ],
    });
    const exactly21 = await api.data(SignUpDocument, { input: adult(email, code, { dateOfBirth: yearsAgo(21) }) });
    expect(exactly21.signUp.__typename).toBe('AuthSuccess');
  });

  it('accepts passwords of 8 to 64 characters and refuses 7 and 65', async () => {
    const api = client();
    for (const [password, ok] of [
      ['a'.repeat(7), false],
      ['a'.repeat(65), false],
      ['a'.repeat(8), true],
      ['b'.repeat(64), true],
    ] as const) {
      const email = uniqueEmail();
      const code = await requestCode(api, email);
      const { signUp } = await client().data(SignUpDocument, { input: adult(email, code, { password }) });
      if (ok) expect(signUp.__typename).toBe('AuthSuccess');
      else expect(signUp).toMatchObject({ errors: [{ field: 'password', code: 'WEAK_PASSWORD' }] });
    }
  });

  it('says which fields are missing', async () => {
    const { signUp } = await client().data(SignUpDocument, {
      input: { email: '', code: '', password: '', firstName: ' ', lastName: '', dateOfBirth: '' },
    });
    expect(signUp.__typename).toBe('InputErrors');
    if (signUp.__typename === 'InputErrors') {
      expect(signUp.errors.map((e) => e.field).sort()).toEqual(
        ['code', 'dateOfBirth', 'email', 'firstName', 'lastName', 'password'].sort(),
      );
      expect(new Set(signUp.errors.map((e) => e.message))).toEqual(new Set(['This field is required']));
    }
  });
});

describe('login and sessions', () => {
  it('logs in with the right password, in any case of the e-mail', async () => {
    const { email } = await signUpCustomer(client(), dbUrl);
    const api = client();
    const { logIn } = await api.data(LogInDocument, { input: { email: email.toUpperCase(), password: PASSWORD } });
    expect(logIn.__typename).toBe('AuthSuccess');
    expect((await api.data(MeDocument)).me?.email).toBe(email);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const { email } = await signUpCustomer(client(), dbUrl);
    const wrong = await client().data(LogInDocument, { input: { email, password: 'not the password' } });
    const unknown = await client().data(LogInDocument, { input: { email: uniqueEmail(), password: PASSWORD } });
    expect(wrong.logIn).toMatchObject({ message: 'Invalid credentials or account not registered.' });
    expect(unknown.logIn).toEqual(wrong.logIn);
  });

  it('ignores a forged or expired session cookie', async () => {
    const forged = client();
    forged.setCookie('esi-data', 'forged-token-value');
    expect((await forged.data(MeDocument)).me).toBeNull();

    const api = client();
    const { id } = await signUpCustomer(api, dbUrl);
    await db.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [id]);
    expect((await api.data(MeDocument)).me).toBeNull();
  });

  it('ends the session on the server at logout', async () => {
    const api = client();
    await signUpCustomer(api, dbUrl);
    const token = api.cookie('esi-data')!;
    await api.data(LogOutDocument);
    expect(api.cookie('esi-data')).toBeUndefined();
    const replay = client();
    replay.setCookie('esi-data', token);
    expect((await replay.data(MeDocument)).me).toBeNull();
  });
});

describe('password change and recovery', () => {
  it('changes the password with the old one and ends every other session', async () => {
    const here = client();
    const { email } = await signUpCustomer(here, dbUrl);
    const elsewhere = client();
    await elsewhere.data(LogInDocument, { input: { email, password: PASSWORD } });

    const wrong = await here.data(ChangePasswordDocument, {
      input: { currentPassword: 'nope nope', newPassword: 'new password 2' },
    });
    expect(wrong.changePassword).toMatchObject({ __typename: 'InputErrors', errors: [{ code: 'WRONG_PASSWORD' }] });

    const ok = await here.data(ChangePasswordDocument, {
      input: { currentPassword: PASSWORD, newPassword: 'new password 2' },
    });
    expect(ok.changePassword).toMatchObject({
      __typename: 'Done',
      message: 'Your password has been successfully updated.',
    });
    expect((await here.data(MeDocument)).me?.email).toBe(email);
    expect((await elsewhere.data(MeDocument)).me).toBeNull();
    const relogin = await client().data(LogInDocument, { input: { email, password: 'new password 2' } });
    expect(relogin.logIn.__typename).toBe('AuthSuccess');
  });

  it('needs a session to change the password', async () => {
    const result = await client().request(ChangePasswordDocument, {
      input: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers recovery requests the same whether or not the address is registered', async () => {
    const { email } = await signUpCustomer(client(), dbUrl);
    const stranger = uniqueEmail();
    const known = await client().data(RequestPasswordRecoveryDocument, { email });
    const unknown = await client().data(RequestPasswordRecoveryDocument, { email: stranger });
    expect(unknown).toEqual(known);
    await expect(lastCodeFor(dbUrl, stranger)).rejects.toThrow('no code was mailed');
    expect(await lastCodeFor(dbUrl, email)).toMatch(/^\d{6}$/);
  });

  it('resets the password with the e-mailed code once, and ends every session', async () => {
    const api = client();
    const { email } = await signUpCustomer(api, dbUrl);
    await client().data(RequestPasswordRecoveryDocument, { email });
    const code = await lastCodeFor(dbUrl, email);
    const reset = await client().data(ResetPasswordDocument, { input: { email, code, newPassword: 'recovered pw 9' } });
    expect(reset.resetPassword.__typename).toBe('Done');
    expect((await api.data(MeDocument)).me).toBeNull();
    const reused = await client().data(ResetPasswordDocument, { input: { email, code, newPassword: 'another pw 10' } });
    expect(reused.resetPassword).toMatchObject({ __typename: 'InputErrors', message: 'Invalid code.' });
    expect(
      (await client().data(LogInDocument, { input: { email, password: 'recovered pw 9' } })).logIn.__typename,
    ).toBe('AuthSuccess');
  });

  it('forgets every trusted device of the account at a password reset', async () => {
    const api = client();
    const { email, id } = await signUpCustomer(api, dbUrl);
    const devices = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM trusted_device WHERE customer_id = $1`, [id]))
        .rows[0]!.n;
    expect(await devices()).toBeGreaterThan(0);
    await client().data(RequestPasswordRecoveryDocument, { email });
    const code = await lastCodeFor(dbUrl, email);
    await client().data(ResetPasswordDocument, { input: { email, code, newPassword: 'recovered pw 9' } });
    expect(await devices()).toBe(0);
  });

  it('refuses a short new password at recovery', async () => {
    const { email } = await signUpCustomer(client(), dbUrl);
    await client().data(RequestPasswordRecoveryDocument, { email });
    const code = await lastCodeFor(dbUrl, email);
    const { resetPassword } = await client().data(ResetPasswordDocument, {
      input: { email, code, newPassword: 'short' },
    });
    expect(resetPassword).toMatchObject({ errors: [{ field: 'newPassword', code: 'WEAK_PASSWORD' }] });
  });
});

describe('profile', () => {
  it('updates names and date of birth but never the e-mail', async () => {
    const api = client();
    const { email } = await signUpCustomer(api, dbUrl);
    const { updateProfile } = await api.data(UpdateProfileDocument, {
      input: { firstName: 'Augusta', lastName: 'King', dateOfBirth: '1980-01-02' },
    });
    expect(updateProfile).toMatchObject({
      __typename: 'Customer',
      email,
      firstName: 'Augusta',
      dateOfBirth: '1980-01-02',
    });
    const under = await api.data(UpdateProfileDocument, {
      input: { firstName: 'A', lastName: 'K', dateOfBirth: yearsAgo(18) },
    });
    expect(under.updateProfile).toMatchObject({ errors: [{ code: 'UNDER_AGE' }] });
  });

  it('refuses a profile update without a session', async () => {
    const result = await client().request(UpdateProfileDocument, {
      input: { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('rate limits', () => {
  it('limits login tries per e-mail, counting operations aliased into one request', async () => {
    const { email } = await signUpCustomer(client(), dbUrl);
    const attempts = Array.from(
      { length: 11 },
      (_, i) => `a${i}: logIn(input: { email: "${email}", password: "wrong password" }) { __typename }`,
    ).join('\n');
    const result = await client().raw<Record<string, unknown>>({ query: `mutation { ${attempts} }` });
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    // The right password is refused too until the window passes, from any address.
    const later = await client().request(LogInDocument, { input: { email, password: PASSWORD } });
    expect(later.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('limits login tries per client address across e-mails', async () => {
    const api = client();
    let limited = false;
    for (let i = 0; i < 51 && !limited; i++) {
      const result = await api.request(LogInDocument, { input: { email: uniqueEmail(), password: 'whatever1' } });
      limited = result.errors?.[0]?.extensions?.code === 'RATE_LIMITED';
    }
    expect(limited).toBe(true);
  });

  it('limits code requests per e-mail', async () => {
    const email = uniqueEmail();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await client().request(RequestSignUpCodeDocument, { email });
      codes.push(result.errors?.[0]?.extensions?.code ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
  });

  it('gives sign-up codes and recovery codes a budget each: using up one leaves the other', async () => {
    const signUpCode = async (email: string) =>
      (await client().request(RequestSignUpCodeDocument, { email })).errors?.[0]?.extensions?.code ?? 'OK';
    const recoveryCode = async (email: string) =>
      (await client().request(RequestPasswordRecoveryDocument, { email })).errors?.[0]?.extensions?.code ?? 'OK';

    const first = uniqueEmail();
    for (let i = 0; i < 5; i++) expect(await signUpCode(first)).toBe('OK');
    expect(await signUpCode(first)).toBe('RATE_LIMITED');
    expect(await recoveryCode(first)).toBe('OK');

    const second = uniqueEmail();
    for (let i = 0; i < 5; i++) expect(await recoveryCode(second)).toBe('OK');
    expect(await recoveryCode(second)).toBe('RATE_LIMITED');
    expect(await signUpCode(second)).toBe('OK');
  });

  it('limits code checks per e-mail', async () => {
    const api = client();
    const email = uniqueEmail();
    await requestCode(api, email);
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await client().request(SignUpDocument, { input: adult(email, '000001') });
      outcomes.push(result.errors?.[0]?.extensions?.code ?? result.data!.signUp.__typename);
    }
    expect(outcomes.slice(0, 10).every((o) => o === 'InputErrors')).toBe(true);
    expect(outcomes[10]).toBe('RATE_LIMITED');
  });
});
