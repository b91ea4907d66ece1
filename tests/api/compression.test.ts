import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { print } from 'graphql';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;

/** A raw GET or POST, so the bytes on the wire are seen as they are (fetch would decompress them). */
function raw(
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${testApp.url}${path}`,
      { method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

describe('compression', () => {
  it('sends the build’s brotli or gzip copy of a script, the same bytes once decoded, with Vary', async () => {
    const page = (await raw('/', { accept: 'text/html' })).body.toString();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const plain = await raw(script!, {});
    const br = await raw(script!, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw(script!, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('lets the browser revalidate the page: unchanged, it is a 304 with no body', async () => {
    const first = await raw('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const again = await raw('/', { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // The uncompressed page is another representation, with a tag of its own.
    const plain = await raw('/', { accept: 'text/html', 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('compresses API answers over 1 kB on the fly, and leaves small ones alone', async () => {
    const query = JSON.stringify({ query: print(SearchProductsDocument), variables: { input: { pageSize: 30 } } });
    const json = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
    const big = await raw('/graphql', json, query);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.body).toString()).data.searchProducts.products).toHaveLength(30);
    const small = await raw('/graphql', json, JSON.stringify({ query: '{ deviceOptions }' }));
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.deviceOptions.length).toBeGreaterThan(0);
    const legacy = await raw(
      '/responses/products/Default.aspx',
      { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
      'category=Vapes',
    );
    expect(legacy.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(legacy.body).toString()).Total).toBeGreaterThan(0);
  });
});
