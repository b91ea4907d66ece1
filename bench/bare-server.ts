/**
 * The baseline: Node's own `http` and a `pg` Pool, nothing else, in its own process.
 *
 * GET /search answers the query string of the app's SearchProducts GET (as the web app sends it) with the
 * same two SQL statements the app's CatalogService runs (built by the exported statement builders, sent as
 * the same named prepared statements, on a pool of the same size and settings) and JSON of the same shape as
 * the GraphQL answer (with the `__typename`s the web app asks for). Names are looked up in maps loaded once
 * at start-up, as the app's taxonomy cache does.
 *
 * GET /static answers a fixed JSON body (the app's menuGroups answer, passed in BENCH_STATIC_JSON).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import type { ProductRow } from '../api/src/modules/catalog/catalog.service';
import {
  type FacetRow,
  facetCountsStatement,
  productPageStatement,
} from '../api/src/modules/catalog/product-search.sql';
import { NO_FILTERS, type ResolvedFilters } from '../api/src/modules/catalog/product-filters.types';
import { galleryOf } from '../api/src/modules/catalog/product-views.rules';
import { savingPercent } from '../api/src/modules/cart/pricing.rules';
import { SqlCounter, serveInChild } from './child';

interface NamedRow {
  id: number;
  name: string;
}

interface Facet {
  __typename: 'Facet';
  name: string;
  count: number;
}

interface Names {
  readonly byId: Map<number, string>;
  readonly byLowerName: Map<string, number>;
}

function names(rows: NamedRow[]): Names {
  return {
    byId: new Map(rows.map((r) => [r.id, r.name])),
    byLowerName: new Map(rows.map((r) => [r.name.toLowerCase(), r.id])),
  };
}

/** The app refuses an unknown name; the bench asks only for known ones. */
function idsOf(index: Names, name: unknown): number[] | null {
  if (typeof name !== 'string' || !name.trim()) return null;
  const id = index.byLowerName.get(name.trim().toLowerCase());
  if (id === undefined) throw new BadRequest(`unknown name ${name}`);
  return [id];
}

function facetList(rows: FacetRow[], dim: number, index: Names): Facet[] {
  const out: Facet[] = [];
  for (const row of rows) {
    if (row.dim !== dim || row.n <= 0) continue;
    const name = index.byId.get(row.id);
    if (name) out.push({ __typename: 'Facet', name, count: row.n });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

class BadRequest extends Error {}

/** `variables.input` of the web app's GET (`?operationName=…&variables=…&extensions=…`); the hash is not needed. */
function searchInput(query: URLSearchParams): Record<string, unknown> {
  let variables: unknown;
  try {
    variables = JSON.parse(query.get('variables') ?? '');
  } catch {
    throw new BadRequest('variables is not valid JSON.');
  }
  const input = (variables as { input?: unknown } | null)?.input;
  if (typeof input !== 'object' || input === null) throw new BadRequest('variables.input is missing.');
  return input as Record<string, unknown>;
}

function send(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

serveInChild(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const staticBody = process.env.BENCH_STATIC_JSON ?? '{}';
  // The settings of the app's pool (api/src/db/data-source.ts).
  const pool = new Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
    lock_timeout: 5_000,
    idle_in_transaction_session_timeout: 30_000,
  });
  pool.on('error', (error) => process.stderr.write(`bare server: idle pool client failed: ${error.message}\n`));
  const counter = new SqlCounter();

  /** The app's Sql.query: a named prepared statement, named by the SHA-1 of its text. */
  async function query<R extends object>(text: string, values: unknown[]): Promise<R[]> {
    counter.record(text);
    const name = 'q' + createHash('sha1').update(text).digest('hex').slice(0, 20);
    return (await pool.query<R & Record<string, unknown>>({ name, text, values })).rows;
  }

  const [categoryRows, brandRows, flavorRows, typeRows] = await Promise.all([
    pool.query<NamedRow & { slug: string }>('SELECT id, name, slug FROM category'),
    pool.query<NamedRow>('SELECT id, name FROM brand'),
    pool.query<NamedRow>('SELECT id, name FROM flavor'),
    pool.query<NamedRow>('SELECT id, name FROM product_type'),
  ]);
  const categories = names(categoryRows.rows);
  const categorySlugs = new Map(categoryRows.rows.map((c) => [c.id, c.slug]));
  const brands = names(brandRows.rows);
  const flavors = names(flavorRows.rows);
  const types = names(typeRows.rows);

  async function search(input: Record<string, unknown>): Promise<string> {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 30;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) throw new BadRequest('bad page');
    if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) {
      throw new BadRequest('bad pageSize');
    }
    if (input.category || input.subcategory || input.search) throw new BadRequest('only brand, type and flavor');
    const filters: ResolvedFilters = {
      ...NO_FILTERS,
      productTypeIds: idsOf(types, input.productType),
      brandIds: idsOf(brands, input.brand),
      flavorIds: idsOf(flavors, input.flavor),
    };
    const facet = facetCountsStatement(filters);
    // The app's default order without search text.
    const pageOf = productPageStatement(filters, 'FEATURED', pageSize, (page - 1) * pageSize);
    const [facetRows, productRows] = await Promise.all([
      query<FacetRow>(facet.text, facet.values),
      query<ProductRow>(pageOf.text, pageOf.values),
    ]);
    const total = facetRows.find((r) => r.dim === 3)?.n ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (page > pageCount) throw new BadRequest('page past the last');
    const category = (id: number | null): string | null => (id === null ? null : (categories.byId.get(id) ?? null));
    return JSON.stringify({
      data: {
        searchProducts: {
          __typename: 'ProductSearchResult',
          total,
          page,
          pageSize,
          pageCount,
          sort: 'FEATURED',
          didYouMean: null,
          products: productRows.map((r) => {
            const brand = brands.byId.get(r.brandId) ?? '';
            const flavor = r.flavorId === null ? null : (flavors.byId.get(r.flavorId) ?? null);
            const productType = r.productTypeId === null ? null : (types.byId.get(r.productTypeId) ?? null);
            // The card's picture, drawn or photographed, as the app names it.
            const [picture] = galleryOf(r.image, r.imageUrl, {
              name: r.name,
              brand,
              flavor,
              categorySlug: categorySlugs.get(r.categoryId) ?? '',
              subcategorySlug: r.subcategoryId === null ? null : (categorySlugs.get(r.subcategoryId) ?? null),
              productType,
            });
            return {
              __typename: 'Product',
              id: String(r.id),
              slug: r.slug,
              name: r.name,
              price: r.priceCents,
              compareAtPrice: r.compareAtCents,
              savingPercent: savingPercent(r.priceCents, r.compareAtCents),
              image: picture!.url,
              category: category(r.categoryId) ?? '',
              subcategory: category(r.subcategoryId),
              brand,
              flavor,
              productType,
            };
          }),
          facets: {
            __typename: 'ProductFacets',
            productTypes: facetList(facetRows, 0, types),
            brands: facetList(facetRows, 1, brands),
            flavors: facetList(facetRows, 2, flavors),
          },
        },
      },
    });
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/static') {
      send(res, 200, staticBody);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://bare');
    if (req.method !== 'GET' || url.pathname !== '/search') {
      send(res, 404, '{"error":"Not found."}');
      return;
    }
    Promise.resolve(url.searchParams)
      .then((query) => search(searchInput(query)))
      .then(
        (text) => send(res, 200, text),
        (error: unknown) => {
          const bad = error instanceof BadRequest;
          const message = error instanceof Error ? error.message : String(error);
          send(res, bad ? 400 : 500, JSON.stringify({ errors: [{ message }] }));
        },
      );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sqlStats: () => counter.stats(),
    async stop() {
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
});
