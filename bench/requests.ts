import { isDeepStrictEqual } from 'node:util';
import type { DocumentNode } from 'graphql';
import {
  MenuGroupsDocument,
  type SearchProductsQuery,
  SearchProductsDocument,
  type SearchProductsQueryVariables,
} from '../web/src/graphql/__generated__/graphql';

export type SearchInput = SearchProductsQueryVariables['input'];

/** `extensions` naming a trusted document by the hash codegen stored with it, as the web app sends it. */
export function persistedQuery(document: DocumentNode): { persistedQuery: { version: 1; sha256Hash: string } } {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';
  return { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } };
}

/** The query string of a GET for one of the web app's trusted documents, as its Apollo Client sends it. */
export function persistedGet(operationName: string, document: DocumentNode, variables: object): string {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(persistedQuery(document)),
  });
  return `?${params}`;
}

/** The web app's GET for SearchProducts (a hash, no text); the bare server reads the same query string. */
export function searchQuery(input: SearchInput): string {
  return persistedGet('SearchProducts', SearchProductsDocument, { input });
}

export const MENU_GROUPS_QUERY = persistedGet('MenuGroups', MenuGroupsDocument, {});

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;
/** Apollo's CSRF prevention lets a GET through with this header, which the web app sends. */
export const GET_HEADERS = { 'apollo-require-preflight': 'true' } as const;

/**
 * Why an answer does not count as a success, or null. Cheap on purpose (it runs in the load
 * generator for every response): a 200 whose JSON starts with "data" and has no "errors" key.
 * The full comparison of app and bare answers is done once before measuring (`compareAnswers`).
 */
export function problemOf(status: number, body: string): string | null {
  if (status !== 200) return `HTTP ${status}: ${body.slice(0, 200)}`;
  if (!body.startsWith('{"data":')) return `unexpected body: ${body.slice(0, 200)}`;
  if (body.includes('"errors":')) return `GraphQL errors: ${body.slice(0, 300)}`;
  return null;
}

export async function get(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: GET_HEADERS });
  return { status: response.status, text: await response.text() };
}

/** The brands with the most products (at least `minProducts`), from the unfiltered facets. */
export async function biggestBrands(appUrl: string, count: number, minProducts: number): Promise<Facet[]> {
  const { status, text } = await get(`${appUrl}/graphql${searchQuery({ page: 1, pageSize: 30 })}`);
  const problem = problemOf(status, text);
  if (problem) throw new Error(`the unfiltered search failed: ${problem}`);
  const data = (JSON.parse(text) as { data: SearchProductsQuery }).data;
  const brands = [...data.searchProducts.facets.brands]
    .filter((b) => b.count >= minProducts)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (!brands.length) throw new Error(`no brand has ${minProducts} products: is the catalogue seeded?`);
  return brands.slice(0, count).map(({ name, count: n }) => ({ name, count: n }));
}

export interface Facet {
  name: string;
  count: number;
}

/**
 * The faceted-search sequence: pages 1 to 3 of each brand, brands interleaved, so consecutive
 * requests differ and both statements run with several parameter sets.
 */
export function searchSequence(brands: readonly Facet[], pageSize = 30, pages = 3): SearchInput[] {
  const out: SearchInput[] = [];
  for (let page = 1; page <= pages; page++) {
    for (const brand of brands) out.push({ brand: brand.name, page, pageSize });
  }
  return out;
}

/** Sends every body to both servers and checks that the answers are equal as JSON. */
export async function compareAnswers(
  app: { url: string; path: string },
  bare: { url: string; path: string },
  queries: readonly string[],
): Promise<{ appBytes: number; bareBytes: number }> {
  let appBytes = 0;
  let bareBytes = 0;
  for (const query of queries) {
    const [a, b] = await Promise.all([get(app.url + app.path + query), get(bare.url + bare.path + query)]);
    const problem = problemOf(a.status, a.text) ?? problemOf(b.status, b.text);
    if (problem) throw new Error(`pre-flight request ${query.slice(0, 160)} failed: ${problem}`);
    if (!isDeepStrictEqual(JSON.parse(a.text), JSON.parse(b.text))) {
      throw new Error(`the bare server's answer differs from the app's for ${query.slice(0, 160)}`);
    }
    appBytes += Buffer.byteLength(a.text);
    bareBytes += Buffer.byteLength(b.text);
  }
  return { appBytes: appBytes / queries.length, bareBytes: bareBytes / queries.length };
}
