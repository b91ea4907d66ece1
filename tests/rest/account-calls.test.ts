import { AddToCartDocument, CartDocument, MeDocument } from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, lastCodeFor, signUpCustomer, uniqueEmail } from '../support/accounts';
import { findProduct } from '../support/catalog-fixtures';
import { type Fields, RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let dbUrl: string;
const client = () => new RestClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
  dbUrl = testApp.app.database.url;
});
afterAll(() => testApp.stop());

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10).replace(/-/g, '/');
}

/** The sign-up fields of call 3, with the legacy YYYY/MM/DD date of birth. */
function signUpFields(email: string, token: string, overrides: Fields = {}): Fields {
  return {
    firstname: 'Grace',
    lastname: 'Hopper',
    dob: '1985/12/09',
    login: email,
    passw: PASSWORD,
    token,
    ...overrides,
  };
}

/** Call 5 then the mailed code, as the new sign-up page does. */
async function mailedCode(rest: RestClient, email: string): Promise<string> {
  const { status } = await rest.form('/esi-api/requests/verify/', { email });
  expect(status).toBe(200);
  return lastCodeFor(dbUrl, email);
}

/** A wrong 6-digit code: the right one with its first digit changed. */
const wrongCode = (code: string) => String((Number(code[0]) + 1) % 10) + code.slice(1);

function sessionCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith('esi-data='));
}

describe('calls 5 and 3: sign-up with an e-mailed code', () => {
  it('e-mails a code without returning it, and creates the logged-in account with it', async () => {
    const rest = client();
    const email = uniqueEmail();
    const verify = await rest.form('/esi-api/requests/verify/', { email });
    expect(verify.status).toBe(200);
    expect(verify.json).toEqual({ Response: 'Verification code sent' });
    const code = await lastCodeFor(dbUrl, email);
    expect(JSON.stringify(verify.json)).not.toContain(code);

    const signUp = await rest.form('/esi-api/requests/login/', signUpFields(email, code));
    expect(signUp.status).toBe(200);
    const { me } = await rest.browser.data(MeDocument);
    expect(me).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1985-12-09' });
    expect(signUp.json).toEqual({ id: me!.id });
    const cookie = sessionCookie(signUp.headers)!;
    expect(cookie).toMatch(/^esi-data=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    expect(cookie).not.toContain(me!.id);
  });

  it('needs no static bearer token to send a code, and takes JSON as the old client sent it', async () => {
    const { status, json } = await client().json('/requests/verify/', { email: uniqueEmail() });
    expect(status).toBe(200);
    expect(json).toEqual({ Response: 'Verification code sent' });
    // An old client still sending its static token is neither helped nor refused by it.
    const withToken = await client().json(
      '/requests/verify/',
      { email: uniqueEmail() },
      { authorization: 'Bearer old-static-token' },
    );
    expect(withToken.json).toEqual({ Response: 'Verification code sent' });
  });

  it('answers 409 with the legacy text when the address is already registered', async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const { status, json } = await client().form('/requests/verify/', { email: email.toUpperCase() });
    expect(status).toBe(409);
    expect(json).toEqual({ Response: 'Email already registered' });
  });

  it('refuses a malformed address with 400 and limits code requests per address with 429', async () => {
    const bad = await client().form('/requests/verify/', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'Please enter a valid e-mail address.' });
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client().form('/requests/verify/', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await client().form('/requests/verify/', { email });
    expect(limited.json.error).toMatch(/^Too many attempts/);
  });

  it('refuses an already registered address at sign-up with 409', async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const { status, json } = await client().form('/requests/login/', signUpFields(email, '123456'));
    expect(status).toBe(409);
    expect(json).toEqual({ error: '❌ Email already registered. Please login.' });
  });

  it('refuses a wrong code, an under-21 birthday and a weak password with 422, and creates nothing', async () => {
    const rest = client();
    const email = uniqueEmail();
    const code = await mailedCode(rest, email);
    const wrong = await rest.form('/requests/login/', signUpFields(email, wrongCode(code)));
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ error: 'Please enter the correct verification code' });
    const young = await rest.form('/requests/login/', signUpFields(email, code, { dob: yearsAgo(20) }));
    expect(young.status).toBe(422);
    expect(young.json).toEqual({ error: 'You are under 21 years old. Registration is not allowed.' });
    const weak = await rest.form('/requests/login/', signUpFields(email, code, { passw: 'short' }));
    expect(weak.status).toBe(422);
    expect(weak.json).toEqual({ error: 'Password must be 8-64 characters long' });
    expect(sessionCookie(weak.headers)).toBeUndefined();
    expect((await rest.browser.data(MeDocument)).me).toBeNull();
    // The code was not spent by the refusals: it still creates the account.
    const ok = await rest.urlencoded('/requests/login/', signUpFields(email, code, { dob: '1985-12-09' }));
    expect(ok.status).toBe(200);
  });

  it('refuses a sign-up without the token field with 400', async () => {
    const fields = signUpFields(uniqueEmail(), '');
    delete fields.token;
    const { status, json } = await client().form('/requests/login/', fields);
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'The field "token" is required.' });
  });

  it("merges the guest's cart into the new account", async () => {
    const rest = client();
    const product = await findProduct(dbUrl, 'p.price_cents BETWEEN 500 AND 2000');
    await rest.browser.data(AddToCartDocument, { productId: product.id, quantity: 2 });
    const email = uniqueEmail();
    const code = await mailedCode(rest, email);
    expect((await rest.form('/requests/login/', signUpFields(email, code))).status).toBe(200);
    const { cart } = await rest.browser.data(CartDocument);
    expect(cart.lines).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: product.id }) }),
    ]);
  });
});

describe('call 4: login', () => {
  it('logs in with the legacy answer and sets the session cookie', async () => {
    const { email, id } = await signUpCustomer(client().browser, dbUrl);
    const rest = client();
    const { status, json, headers } = await rest.form('/esi-api/responses/login/', { login: email, passw: PASSWORD });
    expect(status).toBe(200);
    expect(json).toEqual({ Login: [{ body: 'Success', id, code: id }] });
    expect(sessionCookie(headers)).toMatch(/HttpOnly; SameSite=Lax; Max-Age=86400$/);
    expect((await rest.browser.data(MeDocument)).me?.id).toBe(id);
  });

  it('answers 401 with the legacy body for a wrong password and for an unknown address alike', async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const expected = { Login: [{ body: 'Invalid credentials or account not registered.' }] };
    const wrong = await client().urlencoded('/responses/login/', { login: email, passw: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(expected);
    expect(sessionCookie(wrong.headers)).toBeUndefined();
    const unknown = await client().json('/responses/login/', { login: uniqueEmail(), passw: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(expected);
  });

  it("throttles strangers' failures on an account as GraphQL does, and its device cookie lets the owner in", async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const owner = client();
    const first = await owner.form('/responses/login/', { login: email, passw: PASSWORD });
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((c) => c.startsWith('esi-device='));
    expect(device).toMatch(/^esi-device=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await client().form('/responses/login/', { login: email, passw: 'wrong password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const stranger = await client().form('/responses/login/', { login: email, passw: PASSWORD });
    expect(stranger.status).toBe(429);
    expect(stranger.json).toEqual({ error: 'Too many attempts. Please wait 1 minute and try again.' });

    const again = await owner.form('/responses/login/', { login: email, passw: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ Login: [{ body: 'Success' }] });
  });

  it("merges the guest's cart at login", async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const rest = client();
    const product = await findProduct(dbUrl, 'p.price_cents BETWEEN 500 AND 2000');
    await rest.browser.data(AddToCartDocument, { productId: product.id });
    await rest.form('/responses/login/', { login: email, passw: PASSWORD });
    const { cart } = await rest.browser.data(CartDocument);
    expect(cart.lines.map((l) => l.product.id)).toEqual([product.id]);
  });
});

describe('calls 6 and 15: password recovery', () => {
  it('answers Success whether or not the address is registered, mailing a code only to a customer', async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    const stranger = uniqueEmail();
    const known = await client().form('/esi-api/responses/recoverpass/', { email });
    const unknown = await client().form('/responses/recoverpass/', { email: stranger });
    expect(known).toMatchObject({ status: 200, json: { body: 'Success' } });
    expect(unknown).toMatchObject({ status: 200, json: { body: 'Success' } });
    await expect(lastCodeFor(dbUrl, stranger)).rejects.toThrow('no code was mailed');
    const code = await lastCodeFor(dbUrl, email);
    expect(JSON.stringify(known.json)).not.toContain(code);
  });

  it('sets the new password with the mailed code once, ending every session', async () => {
    const rest = client();
    const { email } = await signUpCustomer(rest.browser, dbUrl);
    await client().form('/responses/recoverpass/', { email });
    const code = await lastCodeFor(dbUrl, email);
    const reset = await client().form('/esi-api/requests/recoverpass/', { email, code, newPass: 'recovered pw 9' });
    expect(reset).toMatchObject({ status: 200, json: { body: 'Success' } });
    expect((await rest.browser.data(MeDocument)).me).toBeNull();
    const again = await client().form('/requests/recoverpass/', { email, code, newPass: 'another pw 10' });
    expect(again).toMatchObject({ status: 422, json: { body: 'Invalid code.' } });
    const login = await client().form('/responses/login/', { login: email, passw: 'recovered pw 9' });
    expect(login.json).toMatchObject({ Login: [{ body: 'Success' }] });
  });

  it('refuses a wrong code with the legacy body and a short password with 422', async () => {
    const { email } = await signUpCustomer(client().browser, dbUrl);
    await client().form('/responses/recoverpass/', { email });
    const code = await lastCodeFor(dbUrl, email);
    const wrong = await client().form('/requests/recoverpass/', {
      email,
      code: wrongCode(code),
      newPass: 'new pw 12345',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ body: 'Invalid code.' });
    const short = await client().form('/requests/recoverpass/', { email, code, newPass: 'short' });
    expect(short.status).toBe(422);
    expect(short.json).toEqual({ error: 'Password must be 8-64 characters long' });
  });

  it('needs the e-mail address that the code was sent to', async () => {
    const { status, json } = await client().form('/requests/recoverpass/', { code: '123456', newPass: 'new pw 12345' });
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'The field "email" is required.' });
  });
});

describe('call 11: profile', () => {
  it('answers names, the date of birth as a date-time and the e-mail, and never a password', async () => {
    const rest = client();
    const { email, id } = await signUpCustomer(rest.browser, dbUrl);
    const { status, json } = await rest.form('/esi-api/responses/profile/', { id });
    expect(status).toBe(200);
    expect(json).toEqual({ firstname: 'Ada', lastname: 'Lovelace', dob: '1990-05-17T00:00:00', login: email });
  });

  it('answers 401 without a session and 403 for another customer id', async () => {
    const rest = client();
    const { id } = await signUpCustomer(rest.browser, dbUrl);
    const anonymous = await client().form('/responses/profile/', { id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ error: 'User ID missing!' });
    const other = await signUpCustomer(client().browser, dbUrl);
    const forged = await rest.form('/responses/profile/', { id: other.id });
    expect(forged.status).toBe(403);
    expect(forged.json).toEqual({ error: 'That user id is not the logged-in user.' });
    const missing = await rest.form('/responses/profile/', {});
    expect(missing.status).toBe(400);
  });
});

describe('call 14: password change', () => {
  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const rest = client();
    const { email, id } = await signUpCustomer(rest.browser, dbUrl);
    const elsewhere = client();
    await elsewhere.form('/responses/login/', { login: email, passw: PASSWORD });
    const changed = await rest.form('/esi-api/requests/resetpass/', {
      code: id,
      oldpassw: PASSWORD,
      newpassw: 'changed pw 77',
    });
    expect(changed).toMatchObject({ status: 200, json: { Response: 'Success' } });
    expect((await rest.browser.data(MeDocument)).me?.id).toBe(id);
    expect((await elsewhere.browser.data(MeDocument)).me).toBeNull();
    const login = await client().form('/responses/login/', { login: email, passw: 'changed pw 77' });
    expect(login.status).toBe(200);
  });

  it('answers 422 Failed for a wrong old password and 422 with the rule for a weak new one', async () => {
    const rest = client();
    const { id } = await signUpCustomer(rest.browser, dbUrl);
    const wrong = await rest.form('/requests/resetpass/', {
      code: id,
      oldpassw: 'not it at all',
      newpassw: 'changed pw 77',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ Response: 'Failed' });
    const weak = await rest.form('/requests/resetpass/', { code: id, oldpassw: PASSWORD, newpassw: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.json).toEqual({ error: 'Password must be 8-64 characters long' });
  });

  it("answers 401 without a session and 403 for another customer's id, changing nothing", async () => {
    const victim = client();
    const { email, id } = await signUpCustomer(victim.browser, dbUrl);
    const anonymous = await client().form('/requests/resetpass/', {
      code: id,
      oldpassw: PASSWORD,
      newpassw: 'hijacked 123',
    });
    expect(anonymous).toMatchObject({ status: 401, json: { error: 'User ID missing!' } });
    const attacker = client();
    await signUpCustomer(attacker.browser, dbUrl);
    const forged = await attacker.form('/requests/resetpass/', {
      code: id,
      oldpassw: PASSWORD,
      newpassw: 'hijacked 123',
    });
    expect(forged.status).toBe(403);
    const login = await client().form('/responses/login/', { login: email, passw: PASSWORD });
    expect(login.status).toBe(200);
  });
});
