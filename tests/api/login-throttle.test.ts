import { LOGIN_BACKOFF, counterKey } from '../../api/src/security/rate-limiter';
import { ChangePasswordDocument, LogInDocument, MeDocument } from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, signUpCustomer, uniqueEmail } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
/** A browser at an address of its own. */
const client = () => new GraphQLClient(suite.testApp.url);

/** What a login answers: the result's type, its problem code, or the refusal's error code and message. */
async function logIn(
  api: GraphQLClient,
  email: string,
  password: string,
): Promise<{ answer: string; message: string }> {
  const result = await api.request(LogInDocument, { input: { email, password } });
  const error = result.errors?.[0];
  if (error) return { answer: error.extensions?.code ?? 'ERROR', message: error.message };
  const logInResult = result.data!.logIn;
  if (logInResult.__typename === 'AuthSuccess') return { answer: 'AuthSuccess', message: '' };
  return { answer: logInResult.errors[0]!.code, message: logInResult.message };
}

/** Wrong passwords on an account, each from a browser at a new address. */
async function strangersFail(email: string, times: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < times; i++) answers.push((await logIn(client(), email, 'not the password')).answer);
  return answers;
}

const minutesToWait = (message: string): number =>
  Number(/Please wait (\d+) minutes? and try again/.exec(message)?.[1]);

/** Moves the account's last failure back, as if that much time had passed. */
async function age(email: string, minutes: number): Promise<void> {
  const { rowCount } = await suite.db.query(
    `UPDATE rate_limit SET window_start = window_start - $2 * interval '1 minute' WHERE key = $1`,
    [counterKey(LOGIN_BACKOFF.name, email), minutes],
  );
  expect(rowCount).toBe(1);
}

describe('login throttling', () => {
  it('counts no success: 30 logins in a row from one address, then a wrong password is answered as usual', async () => {
    const { email } = await signUpCustomer(client(), suite.testApp.app.database.url);
    const api = client();
    for (let i = 0; i < 30; i++) {
      // Without its device cookie, so each login goes through every counter of a stranger's browser.
      api.clearCookies();
      expect((await logIn(api, email, PASSWORD)).answer).toBe('AuthSuccess');
    }
    expect(await logIn(api, email, 'not the password')).toEqual({
      answer: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials or account not registered.',
    });
  });

  it("makes the account back off for a stranger failing from many addresses, but lets the owner's browser in at once", async () => {
    const owner = client();
    const { email, id } = await signUpCustomer(owner, suite.testApp.app.database.url);
    expect(owner.cookie('esi-device')).toBeDefined();

    const answers = await strangersFail(email, 12);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(answers.slice(5)).toEqual(Array(7).fill('RATE_LIMITED'));
    // The backoff holds for the right password too, from a browser the account has never seen.
    expect(await logIn(client(), email, PASSWORD)).toEqual({
      answer: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });

    const result = await owner.request(LogInDocument, { input: { email, password: PASSWORD } });
    expect(result.data?.logIn).toMatchObject({ __typename: 'AuthSuccess', customer: { id } });
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith('esi-device='));
    expect(cookie).toMatch(/^esi-device=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    expect((await owner.data(MeDocument)).me?.id).toBe(id);
  });

  it('cannot be raced: twenty wrong passwords sent at once on one account get five tries', async () => {
    const { email } = await signUpCustomer(client(), suite.testApp.app.database.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => (await logIn(client(), email, 'not the password')).answer),
    );
    expect(answers.filter((a) => a === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(answers.filter((a) => a === 'RATE_LIMITED')).toHaveLength(15);
  });

  it('takes the exemption from a device that fails past its budget of 10', async () => {
    const owner = client();
    const { email, id } = await signUpCustomer(owner, suite.testApp.app.database.url);
    await strangersFail(email, 5);

    const deviceAnswers: string[] = [];
    for (let i = 0; i < 10; i++) deviceAnswers.push((await logIn(owner, email, 'a wrong guess')).answer);
    expect(deviceAnswers).toEqual(Array(10).fill('INVALID_CREDENTIALS'));

    const devices = await suite.db.query(`SELECT 1 FROM trusted_device WHERE customer_id = $1`, [id]);
    expect(devices.rowCount).toBe(0);
    expect(owner.cookie('esi-device')).toBeDefined();
    expect((await logIn(owner, email, PASSWORD)).answer).toBe('RATE_LIMITED');
  });

  it('still stops one address trying many accounts, counting only its failures', async () => {
    const { email } = await signUpCustomer(client(), suite.testApp.app.database.url);
    const api = client();
    for (let i = 0; i < 10; i++) expect((await logIn(api, email, PASSWORD)).answer).toBe('AuthSuccess');

    const answers: string[] = [];
    for (let i = 0; i < 50; i++) answers.push((await logIn(api, uniqueEmail(), 'whatever1')).answer);
    expect(answers).toEqual(Array(50).fill('INVALID_CREDENTIALS'));

    const limited = await logIn(api, uniqueEmail(), 'whatever1');
    expect(limited.answer).toBe('RATE_LIMITED');
    expect(minutesToWait(limited.message)).toBeGreaterThan(10);
    // The address is spent for every account, even one its device cookie belongs to.
    expect((await logIn(api, email, PASSWORD)).answer).toBe('RATE_LIMITED');
  });

  it('makes each refusal wait longer than the last, and lets the right password in once the wait is over', async () => {
    const { email } = await signUpCustomer(client(), suite.testApp.app.database.url);
    await strangersFail(email, 5);
    const first = await logIn(client(), email, 'not the password');
    expect(first.answer).toBe('RATE_LIMITED');

    await age(email, minutesToWait(first.message));
    expect((await logIn(client(), email, 'not the password')).answer).toBe('INVALID_CREDENTIALS');
    const second = await logIn(client(), email, PASSWORD);
    expect(second.answer).toBe('RATE_LIMITED');
    expect(minutesToWait(second.message)).toBeGreaterThan(minutesToWait(first.message));

    await age(email, minutesToWait(second.message));
    expect((await logIn(client(), email, PASSWORD)).answer).toBe('AuthSuccess');
  });
});

describe('password change throttling', () => {
  it('counts only wrong current passwords, per customer', async () => {
    const api = client();
    await signUpCustomer(api, suite.testApp.app.database.url);
    const change = async (currentPassword: string, newPassword: string) => {
      const result = await api.request(ChangePasswordDocument, { input: { currentPassword, newPassword } });
      return result.errors?.[0]?.extensions?.code ?? result.data!.changePassword.__typename;
    };
    const passwords = [PASSWORD, 'second password 2'];
    for (let i = 0; i < 11; i++) expect(await change(passwords[i % 2]!, passwords[(i + 1) % 2]!)).toBe('Done');

    const wrong: string[] = [];
    for (let i = 0; i < 11; i++) wrong.push(await change('not the password', 'third password 3'));
    expect(wrong).toEqual([...Array(10).fill('InputErrors'), 'RATE_LIMITED']);
  });
});
