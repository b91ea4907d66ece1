import type { IncomingMessage } from 'node:http';
import { CROSS_SITE_MESSAGE, isCrossSite } from '../../api/src/security/cross-site';
import { ProxyTrust } from '../../api/src/security/proxy-trust';
import { AdminProductDocument, UpdateProductDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { MeDocument, UpdateProfileDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { createdProduct } from '../support/admin-catalogue';
import { GraphQLClient } from '../support/graphql-client';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const PUBLIC_URL = 'https://shop.example.test';
const suite = useSuiteApp({ PUBLIC_URL });

const EVIL = { origin: 'http://evil.example' };
/** The page a same-origin request comes from: the host the test client addresses. */
const own = () => ({ origin: new URL(suite.testApp.url).origin });

/** A staff member's product and a price change they might post, from any page. */
async function priceChange() {
  const staff = await signedInStaff(suite.testApp.app);
  const { input, product } = await createdProduct(staff.client, { priceCents: 1999 });
  const post = (headers: Record<string, string>) =>
    staff.client.request(UpdateProductDocument, { id: product.id, input: { ...input, priceCents: 1 } }, headers);
  const price = async () => (await staff.client.data(AdminProductDocument, { id: product.id })).product?.priceCents;
  return { staff, post, price };
}

describe('the back office API and a request from another site', () => {
  it("refuses a price change posted from another site's page with the staff cookie, and the price stays", async () => {
    const { post, price } = await priceChange();
    const answer = await post(EVIL);
    expect(answer.status).toBe(403);
    expect(answer.errors).toEqual([{ message: CROSS_SITE_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    expect(await price()).toBe(1999);
  });

  it('refuses one that says Sec-Fetch-Site: cross-site, or same-site from a sibling subdomain, without an Origin', async () => {
    const { post, price } = await priceChange();
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site', ...own() })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect(await price()).toBe(1999);
  });

  it('refuses even a plain query posted from another site', async () => {
    const { staff } = await priceChange();
    const answer = await staff.client.request(AdminProductDocument, { id: '1' }, EVIL);
    expect(answer.status).toBe(403);
  });

  it("takes the same change from the shop's own pages, from PUBLIC_URL behind a proxy, and from a script", async () => {
    const { post, price } = await priceChange();
    const sameOrigin = await post({ ...own(), 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.errors).toBeUndefined();
    expect(await price()).toBe(1);
    expect((await post({ origin: PUBLIC_URL })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // curl, a monitoring probe: neither header, and no victim's cookie to abuse.
    expect((await post({})).status).toBe(200);
  });

  it('refuses a catalogue import from another site before reading the file', async () => {
    const { staff } = await priceChange();
    const send = (headers: Record<string, string>) =>
      fetch(`${suite.testApp.url}/admin-api/import/products/preview`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', ...staff.client.identity(), ...headers },
        body: 'id,name\n',
      });
    const refused = await send(EVIL);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: CROSS_SITE_MESSAGE });
    expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send(own())).status).not.toBe(403);
  });
});

describe('the shop API and a request from another site', () => {
  const profile = { firstName: 'Mallory', lastName: 'Forged', dateOfBirth: '1990-05-17' };

  async function signedInCustomer() {
    const customer = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(customer, suite.testApp.app.database.url);
    return customer;
  }

  it("refuses a signed-in customer's profile change from another site's page, and changes nothing", async () => {
    const customer = await signedInCustomer();
    for (const headers of [EVIL, { 'sec-fetch-site': 'cross-site' }]) {
      const answer = await customer.request(UpdateProfileDocument, { input: profile }, headers);
      expect(answer.status).toBe(403);
      expect(answer.errors).toEqual([{ message: CROSS_SITE_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    }
    expect((await customer.data(MeDocument)).me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it("takes the same change from the shop's own page", async () => {
    const customer = await signedInCustomer();
    const answer = await customer.request(UpdateProfileDocument, { input: profile }, own());
    expect(answer.status).toBe(200);
    expect((await customer.data(MeDocument)).me).toMatchObject({ firstName: 'Mallory', lastName: 'Forged' });
  });

  it('refuses a mutation sent as text or as a batch from another site, however it is written', async () => {
    const customer = await signedInCustomer();
    const text =
      'mutation { updateProfile(input: {firstName: "M", lastName: "F", dateOfBirth: "1990-05-17"}) { __typename } }';
    expect((await customer.raw({ query: `query Q { __typename } ${text}` }, EVIL)).status).toBe(403);
    expect((await customer.raw([{ query: text }], EVIL)).status).toBe(403);
    expect((await customer.data(MeDocument)).me).toMatchObject({ firstName: 'Ada' });
  });

  it("still answers a plain query from another site's page (which, without CORS, cannot read it)", async () => {
    const customer = await signedInCustomer();
    const answer = await customer.request(MeDocument, undefined, EVIL);
    expect(answer.status).toBe(200);
  });
});

describe('the one rule of what is the shop’s own', () => {
  /** A request as the server sees it: the peer on the socket and the headers it sent. */
  const request = (headers: Record<string, string>, peer = '10.0.0.2') =>
    ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
  const behind = (trust: string) => ({ publicUrl: 'https://shop.example.com', trustProxy: ProxyTrust.parse(trust) });
  const proxied = { host: 'app-3.internal:4000', 'x-forwarded-host': 'shop.example.com' };

  it('is PUBLIC_URL’s origin, whatever host the proxy addressed', () => {
    expect(isCrossSite(request({ ...proxied, origin: 'https://shop.example.com' }), behind('false'))).toBe(false);
  });

  it('is the forwarded host only when the proxy that forwarded it is ours (TRUST_PROXY)', () => {
    const shopOnOtherName = { ...proxied, 'x-forwarded-host': 'www.example.com', origin: 'https://www.example.com' };
    expect(isCrossSite(request(shopOnOtherName), behind('10.0.0.0/8'))).toBe(false);
    expect(isCrossSite(request(shopOnOtherName, '203.0.113.9'), behind('10.0.0.0/8'))).toBe(true);
    expect(isCrossSite(request(shopOnOtherName), behind('false'))).toBe(true);
  });

  it('is not the same host on plain http when the shop is reached over https, nor on another port', () => {
    const shop = behind('false');
    const plain = { host: 'shop.example.com', origin: 'http://shop.example.com' };
    expect(isCrossSite(request(plain), shop)).toBe(true);
    expect(isCrossSite(request({ ...plain, origin: 'https://shop.example.com:8443' }), shop)).toBe(true);
    // Another name of the shop, over TLS here or to our proxy: its http page is not ours either.
    const other = { host: 'www.example.com', origin: 'http://www.example.com' };
    expect(isCrossSite(request(other), shop)).toBe(false);
    const tls = {
      socket: { remoteAddress: '10.0.0.2', encrypted: true },
      headers: other,
    } as unknown as IncomingMessage;
    expect(isCrossSite(tls, shop)).toBe(true);
    expect(isCrossSite(request({ ...other, 'x-forwarded-proto': 'https' }), behind('10.0.0.0/8'))).toBe(true);
    expect(isCrossSite(request({ ...other, 'x-forwarded-proto': 'https' }), shop)).toBe(false);
    expect(isCrossSite(request({ ...other, origin: 'https://www.example.com' }), behind('10.0.0.0/8'))).toBe(false);
  });

  it('is the same host whatever its case, an IPv6 loopback on its own port included', () => {
    const shop = behind('false');
    expect(isCrossSite(request({ host: 'SHOP.Example.COM', origin: 'https://Shop.EXAMPLE.com' }), shop)).toBe(false);
    expect(isCrossSite(request({ host: '[::1]:4000', origin: 'http://[::1]:4000' }), shop)).toBe(false);
    expect(isCrossSite(request({ host: '[::1]:4000', origin: 'http://[::1]:4001' }), shop)).toBe(true);
  });

  it('is not a sibling subdomain, nor a look-alike host', () => {
    const shop = behind('false');
    expect(isCrossSite(request({ host: 'shop.example.com', origin: 'https://blog.example.com' }), shop)).toBe(true);
    expect(
      isCrossSite(request({ host: 'shop.example.com', origin: 'https://shop.example.com.evil.example' }), shop),
    ).toBe(true);
    expect(isCrossSite(request({ host: 'shop.example.com', 'sec-fetch-site': 'same-site' }), shop)).toBe(true);
    expect(isCrossSite(request({ host: 'shop.example.com', 'sec-fetch-site': 'none' }), shop)).toBe(false);
  });
});
