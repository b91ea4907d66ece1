import type { DocumentNode } from 'graphql';
import { noneMatchHits } from '../../api/src/http/http-caching';
import {
  CartDocument,
  MeDocument,
  MenuGroupsDocument,
  ProductPageDocument,
  SearchProductsDocument,
  UsStatesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

const PUBLIC = 'public, max-age=30';
const PRIVATE = 'private, no-store';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** The URL of a GET by hash, as the web app's link sends it. */
function hashedUrl(document: DocumentNode, operationName: string, variables?: object): string {
  const sha256Hash = (document as { __meta__?: { hash?: string } }).__meta__!.hash!.replace(/^sha256:/, '');
  const params = new URLSearchParams({ operationName });
  if (variables) params.set('variables', JSON.stringify(variables));
  params.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }));
  return `${suite.testApp.url}/graphql?${params}`;
}

const textUrl = (query: string) => `${suite.testApp.url}/graphql?query=${encodeURIComponent(query)}`;

/** A GET as a browser of `api` sends it: its cookies and the preflight header. */
function get(url: string, headers: Record<string, string> = {}, api = new GraphQLClient(suite.testApp.url)) {
  return fetch(url, { headers: { ...api.identity(), ...PREFLIGHT, ...headers } });
}

describe('If-None-Match against an entity tag (RFC 9110 13.1.2)', () => {
  it('matches by weak comparison, in a list, and for *', () => {
    expect(noneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"x", W/"abc" , "y"', '"abc"')).toBe(true);
    expect(noneMatchHits(' * ', '"abc"')).toBe(true);
    expect(noneMatchHits('"abcd"', '"abc"')).toBe(false);
    expect(noneMatchHits('abc', '"abc"')).toBe(false);
    expect(noneMatchHits(undefined, '"abc"')).toBe(false);
    expect(noneMatchHits('', '"abc"')).toBe(false);
  });
});

describe('HTTP caching of public queries sent over GET', () => {
  it('marks a public query by hash public for 30 s, with a strong ETag and Vary', async () => {
    const response = await get(hashedUrl(MenuGroupsDocument, 'MenuGroups'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(((await response.json()) as { data: { menuGroups: unknown[] } }).data.menuGroups.length).toBeGreaterThan(0);
  });

  it('answers 304 with no body to If-None-Match naming the ETag, in any of its forms, and 200 to another', async () => {
    const url = hashedUrl(UsStatesDocument, 'UsStates');
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(PUBLIC);
    }
    const stale = await get(url, { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
    expect(await stale.text()).toBe(await first.text());
  });

  it('gives each content coding its own ETag, so a gzip copy never validates the plain one', async () => {
    const url = hashedUrl(SearchProductsDocument, 'SearchProducts', { input: { brand: 'Geek Bar', pageSize: 30 } });
    const plain = await get(url, { 'accept-encoding': 'identity' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(plain.headers.get('etag')!.replace(/"$/, '-gzip"'));
    const plainEtag = plain.headers.get('etag')!;
    expect((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': plainEtag })).status).toBe(200);
    expect((await get(url, { 'accept-encoding': 'identity', 'if-none-match': plainEtag })).status).toBe(304);
  });

  it('marks the search and the product page public too, whatever the visitor', async () => {
    const alice = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(alice, suite.testApp.app.database.url);
    const { rows } = await suite.db.query<{ slug: string }>(`SELECT slug FROM product ORDER BY id LIMIT 1`);
    const product = hashedUrl(ProductPageDocument, 'ProductPage', { slug: rows[0]!.slug });
    const search = hashedUrl(SearchProductsDocument, 'SearchProducts', { input: { search: 'mint' } });
    for (const url of [product, search]) {
      const stranger = await get(url);
      const signedIn = await get(url, {}, alice);
      expect([stranger.headers.get('cache-control'), signedIn.headers.get('cache-control')]).toEqual([PUBLIC, PUBLIC]);
      expect(signedIn.headers.get('etag')).toBe(stranger.headers.get('etag'));
      expect(signedIn.headers.get('set-cookie')).toBeNull();
    }
  });

  it('serves a public GET again from the whole-answer cache without a statement, with its Age', async () => {
    const url = hashedUrl(MenuGroupsDocument, 'MenuGroups');
    const first = await get(url);
    let statements = 0;
    const stop = suite.testApp.app.services.sql.onQuery(() => statements++);
    const second = await get(url);
    stop();
    expect(statements).toBe(0);
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(await second.text()).toBe(await first.text());
  });

  it('still refuses a GET without the CSRF header, and a PUT, once the answer is cached', async () => {
    const url = hashedUrl(MenuGroupsDocument, 'MenuGroups');
    expect((await get(url)).status).toBe(200);
    const bare = await fetch(url);
    expect(bare.status).toBe(400);
    expect(bare.headers.get('cache-control')).toBe(PRIVATE);
    // Nor does the cache answer another method with the same URL.
    const put = await fetch(url, { method: 'PUT', headers: PREFLIGHT });
    expect(put.status).toBe(405);
    expect(put.headers.get('cache-control')).toBe(PRIVATE);
  });
});

describe('answers that are never public', () => {
  it("keeps the customer's own queries private over GET, signed in or not, even when the answer is everyone's", async () => {
    const alice = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(alice, suite.testApp.app.database.url);
    for (const api of [alice, new GraphQLClient(suite.testApp.url)]) {
      for (const url of [hashedUrl(MeDocument, 'Me'), hashedUrl(CartDocument, 'Cart')]) {
        const response = await get(url, {}, api);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe(PRIVATE);
        expect(response.headers.get('etag')).toBeNull();
        // An If-None-Match never turns a private answer into a 304.
        expect((await get(url, { 'if-none-match': '*' }, api)).status).toBe(200);
      }
    }
    // A public field beside a private one makes the whole answer private.
    const mixed = await get(textUrl('{ menuGroups { name } me { email } }'), {}, alice);
    expect(mixed.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('refuses a mutation over GET as before, privately', async () => {
    const response = await get(textUrl('mutation { logOut }'));
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('keeps answers with errors private', async () => {
    const response = await get(textUrl('{ product(id: "1", slug: "x") { id } }'));
    expect(((await response.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
    expect(response.headers.get('etag')).toBeNull();
    const pastTheEnd = await get(textUrl('{ searchProducts(input: { page: 100000 }) { total } }'));
    expect(pastTheEnd.headers.get('cache-control')).toBe(PRIVATE);
    // A partial answer: data beside the errors (Apollo writes the errors first, which hasErrors reads).
    const partial = await get(textUrl('{ usStates { code } product(id: "1", slug: "x") { id } }'));
    const body = (await partial.json()) as { data?: { usStates?: unknown[] }; errors?: unknown[] };
    expect([body.data?.usStates?.length ?? 0, body.errors?.length ?? 0].every((n) => n > 0)).toBe(true);
    expect(partial.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('keeps every POST answer private, the public query and its cached copy too', async () => {
    const api = new GraphQLClient(suite.testApp.url);
    const first = await api.request(MenuGroupsDocument);
    const cached = await api.request(MenuGroupsDocument);
    expect(cached.data).toEqual(first.data);
    for (const { headers } of [first, cached]) {
      expect(headers.get('cache-control')).toBe(PRIVATE);
      expect(headers.get('etag')).toBeNull();
    }
    const refused = await api.raw({ query: '{ menuGroups { name }' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
  });
});
