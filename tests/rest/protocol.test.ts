import { ShippingAddressesDocument } from '../../web/src/graphql/__generated__/graphql';
import { GENERIC_ERROR_MESSAGE } from '../../api/src/errors';
import { CROSS_SITE_MESSAGE } from '../../api/src/security/cross-site';
import { PASSWORD, signUpCustomer } from '../support/accounts';
import { RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let rest: RestClient;
let host: string;

const JSON_TYPE = 'application/json; charset=utf-8';
const STATES = '/esi-api/responses/states/';
const CATEGORIES = '/responses/categories/Default.aspx';

beforeAll(async () => {
  testApp = await startTestApp();
  rest = new RestClient(testApp.url);
  host = new URL(testApp.url).host;
});
afterAll(() => testApp.stop());
afterEach(() => jest.restoreAllMocks());

/** A raw POST with a body the helpers would not write. */
const raw = (path: string, body: string, contentType?: string, headers: Record<string, string> = {}) =>
  rest.send(path, {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  });

describe('paths', () => {
  it('serves each call with and without /esi-api, in any case and with or without the final slash', async () => {
    const expected = (await rest.form(STATES)).json;
    expect((expected.States as unknown[]).length).toBe(51);
    for (const path of [
      '/responses/states/',
      '/responses/states',
      '/ESI-API/Responses/States',
      '/esi-api/RESPONSES/states//',
    ]) {
      const { status, json } = await rest.form(path);
      expect({ path, status, json }).toEqual({ path, status: 200, json: expected });
    }
    const topVapes = (await rest.form(CATEGORIES, { category: 'Top Vapes' })).json;
    expect((topVapes.Category as unknown[]).length).toBeGreaterThan(0);
    for (const path of ['/esi-api/responses/categories/default.aspx/', '/RESPONSES/CATEGORIES/DEFAULT.ASPX']) {
      expect((await rest.form(path, { category: 'Top Vapes' })).json).toEqual(topVapes);
    }
  });

  it('answers an unknown path under the prefix with a JSON 404', async () => {
    const { status, json, headers } = await rest.form('/esi-api/responses/nothing/');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe(JSON_TYPE);
    expect(json).toEqual({ error: 'Not found.' });
  });
});

describe('methods', () => {
  it('answers 405 with Allow: POST for any other method on a known path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const { status, json, headers } = await rest.send('/responses/states/', { method });
      expect({ method, status }).toEqual({ method, status: 405 });
      expect(headers.get('allow')).toBe('POST');
      expect(headers.get('content-type')).toBe(JSON_TYPE);
      expect(json).toEqual({ error: 'Only POST is accepted here.' });
    }
  });

  it("answers 405 in call 10's own error shape", async () => {
    const { status, json } = await rest.send('/esi-api/requests/orders/', { method: 'GET' });
    expect(status).toBe(405);
    expect(json).toEqual({ status: 'error', message: 'Only POST is accepted here.' });
  });
});

describe('bodies', () => {
  it('reads the same fields from multipart, urlencoded and JSON bodies', async () => {
    const answers = await Promise.all([
      rest.form(CATEGORIES, { category: 'Others' }),
      rest.urlencoded(CATEGORIES, { category: 'Others' }),
      rest.json(CATEGORIES, { category: 'Others' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.json).toEqual(answers[0]!.json);
    expect(answers[2]!.json).toEqual(answers[0]!.json);
    expect((answers[0]!.json.Category as unknown[]).length).toBeGreaterThan(0);
  });

  it('takes JSON numbers as field values and ignores fields it does not know', async () => {
    const body = JSON.stringify({ page: 2, pagesize: 30, extra: 'ignored', flavor: null });
    const { status, json } = await raw('/responses/products/Default.aspx', body, 'application/json');
    expect(status).toBe(200);
    expect((json.Products as unknown[]).length).toBe(30);
  });

  it('refuses a body over 100 kB with 413', async () => {
    const big = 'x'.repeat(100_001);
    const multipart = await rest.form(CATEGORIES, { category: 'Others', filler: big });
    expect(multipart.status).toBe(413);
    expect(multipart.headers.get('content-type')).toBe(JSON_TYPE);
    expect(multipart.json).toEqual({ error: 'The request body is larger than 100 kB.' });
    const urlencoded = await rest.urlencoded(CATEGORIES, { category: 'Others', filler: big });
    expect(urlencoded.status).toBe(413);
    const justUnder = await rest.urlencoded(CATEGORIES, { category: 'Others', filler: 'x'.repeat(99_000) });
    expect(justUnder.status).toBe(200);
  });

  it('refuses other content types with 415, and a body that names no type with 415', async () => {
    const error = {
      error: 'Send the fields as multipart/form-data, application/x-www-form-urlencoded or application/json.',
    };
    for (const type of ['text/plain', 'application/xml']) {
      const { status, json, headers } = await raw(CATEGORIES, 'category=Others', type);
      expect({ type, status, json }).toEqual({ type, status: 415, json: error });
      expect(headers.get('content-type')).toBe(JSON_TYPE);
    }
    // fetch sends no Content-Type for bytes, as a bare script might.
    const untyped = await rest.send(CATEGORIES, { method: 'POST', body: Buffer.from('category=Others') });
    expect(untyped).toMatchObject({ status: 415, json: error });
  });

  it('refuses malformed JSON, a JSON body that is not an object and multipart without a boundary with 400', async () => {
    expect(await raw(CATEGORIES, '{"category": ', 'application/json')).toMatchObject({
      status: 400,
      json: { error: 'The request body is not valid JSON.' },
    });
    expect(await raw(CATEGORIES, '["Others"]', 'application/json')).toMatchObject({
      status: 400,
      json: { error: 'The JSON body must be an object of fields.' },
    });
    expect(await raw(CATEGORIES, 'category=Others', 'multipart/form-data')).toMatchObject({
      status: 400,
      json: { error: 'The multipart body has no boundary.' },
    });
  });

  it('refuses a field sent twice with 400, in each body type', async () => {
    const error = { error: 'The field "category" was sent more than once.' };
    const form = new FormData();
    form.append('category', 'Others');
    form.append('category', 'Top Vapes');
    expect(await rest.send(CATEGORIES, { method: 'POST', body: form })).toMatchObject({ status: 400, json: error });
    expect(
      await raw(CATEGORIES, 'category=Others&category=Top+Vapes', 'application/x-www-form-urlencoded'),
    ).toMatchObject({ status: 400, json: error });
    expect(await raw(CATEGORIES, '{"category":"Others","category":"Top Vapes"}', 'application/json')).toMatchObject({
      status: 400,
      json: error,
    });
  });

  it('refuses an object or an array where a string is expected with 400, and a file with 400', async () => {
    const object = await raw(CATEGORIES, JSON.stringify({ category: { $ne: '' } }), 'application/json');
    expect(object).toMatchObject({ status: 400, json: { error: 'The field "category" must be a string.' } });
    const array = await raw(CATEGORIES, JSON.stringify({ category: ['Others', 'Top Vapes'] }), 'application/json');
    expect(array).toMatchObject({ status: 400, json: { error: 'The field "category" must be a string.' } });
    const form = new FormData();
    form.append('category', new Blob(['Others']), 'category.txt');
    const file = await rest.send(CATEGORIES, { method: 'POST', body: form });
    expect(file).toMatchObject({ status: 400, json: { error: 'The field "category" must be a string, not a file.' } });
  });

  it("refuses call 10's data sent as a JSON object rather than a JSON string, in its own error shape", async () => {
    const body = JSON.stringify({ logid: 'x', shipid: 'y', data: { data: [] } });
    const { status, json } = await raw('/requests/orders/', body, 'application/json');
    expect(status).toBe(400);
    expect(json).toEqual({ status: 'error', message: 'The field "data" must be a string.' });
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site with 403 before anything runs', async () => {
    const victim = new RestClient(testApp.url);
    const { id } = await signUpCustomer(victim.browser, testApp.app.database.url);
    const fields = {
      firstname: 'Eve',
      lastname: 'Mallory',
      address: '1 Evil Rd',
      city: 'Phoenix',
      state: 'AZ',
      zipcode: '85004',
      logid: id,
    };
    const forged = await victim.form('/requests/shipping/', fields, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('content-type')).toBe(JSON_TYPE);
    expect(forged.json).toEqual({ error: CROSS_SITE_MESSAGE });
    expect((await victim.browser.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
    const sameSite = await victim.form('/requests/shipping/', fields, { origin: `http://${host}` });
    expect(sameSite.status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site and an opaque null Origin, and sets no session cookie', async () => {
    const { email } = await signUpCustomer(new RestClient(testApp.url).browser, testApp.app.database.url);
    const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of refused) {
      const { status, headers: answer } = await rest.form(
        '/responses/login/',
        { login: email, passw: PASSWORD },
        headers,
      );
      expect(status).toBe(403);
      expect(answer.getSetCookie()).toEqual([]);
    }
    const sameOrigin = await new RestClient(testApp.url).form(
      '/responses/login/',
      { login: email, passw: PASSWORD },
      { 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
    );
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses a cross-site request even with a method that would be a 405', async () => {
    const { status } = await rest.send(STATES, { method: 'GET', headers: { origin: 'https://evil.example' } });
    expect(status).toBe(403);
  });
});

describe('unexpected errors', () => {
  it('answers 500 with a generic message and no stack trace or SQL', async () => {
    const failure = new Error('relation "us_state" does not exist');
    jest.spyOn(testApp.app.services.addresses, 'usStates').mockRejectedValue(failure);
    jest.spyOn(testApp.app.logger, 'error').mockImplementation(() => undefined);
    const { status, json, headers } = await rest.form(STATES);
    expect(status).toBe(500);
    expect(headers.get('content-type')).toBe(JSON_TYPE);
    expect(json).toEqual({ error: GENERIC_ERROR_MESSAGE });
    expect(JSON.stringify(json)).not.toMatch(/us_state|relation|\.ts:\d+|at /);
  });

  it("answers 500 in call 10's own shape, still generic", async () => {
    const api = new RestClient(testApp.url);
    const { id } = await signUpCustomer(api.browser, testApp.app.database.url);
    jest.spyOn(testApp.app.services.catalog, 'productsByName').mockRejectedValue(new Error('SELECT x FROM product'));
    jest.spyOn(testApp.app.logger, 'error').mockImplementation(() => undefined);
    const data = JSON.stringify({ data: [{ item: 'Anything', qty: 1 }] });
    const { status, json } = await api.form('/requests/orders/', { logid: id, shipid: 'x', data });
    expect(status).toBe(500);
    expect(json).toEqual({ status: 'error', message: GENERIC_ERROR_MESSAGE });
  });
});
