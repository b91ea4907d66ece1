import { SearchProductsDocument, type SearchProductsQuery } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

type Found = SearchProductsQuery['searchProducts']['products'][number];

const suite = useSuiteApp();

const brand = (name: string) => (p: Found) => p.brand === name;
const named = (part: string) => (p: Found) => p.name.toLowerCase().includes(part.toLowerCase());
const flavor =
  (...names: string[]) =>
  (p: Found) =>
    names.includes(p.flavor ?? '');
const type = (name: string) => (p: Found) => p.productType === name;
const MINT_AND_ICE = [flavor('Mint'), flavor('Fruit and ice')];

/**
 * What shoppers type, and what must come first: each row's `top` products (or all, when fewer match) must
 * pass its check, and the first page must show each of `all` (both flavours of "mint ice"). Case, accents,
 * plurals, word order, typos and words run together must not matter.
 */
const QUERIES: {
  query: string;
  why: string;
  top: number;
  expect: (p: Found) => boolean;
  all?: ((p: Found) => boolean)[];
}[] = [
  { query: 'geekbar', why: 'words run together', top: 10, expect: brand('Geek Bar') },
  { query: 'geek bar', why: 'a brand', top: 10, expect: brand('Geek Bar') },
  { query: 'GEEK BAR', why: 'upper case', top: 10, expect: brand('Geek Bar') },
  { query: 'bar geek', why: 'word order', top: 10, expect: brand('Geek Bar') },
  { query: 'gëek bär', why: 'accents', top: 10, expect: brand('Geek Bar') },
  { query: 'lostmary', why: 'a brand run together', top: 10, expect: brand('Lost Mary') },
  { query: 'lost marry', why: 'a brand with a typo', top: 10, expect: brand('Lost Mary') },
  { query: 'vaporeso', why: 'a brand missing a letter', top: 2, expect: brand('Vaporesso') },
  { query: 'duracel', why: 'a brand missing its last letter', top: 10, expect: brand('Duracell') },
  { query: 'smook', why: 'a brand with a letter too many', top: 5, expect: brand('Smok') },
  { query: 'vapor lax', why: 'a brand split in two', top: 5, expect: brand('VaporLax') },
  { query: 'disposable', why: 'a product type', top: 20, expect: type('Disposable Vape') },
  { query: 'disposables', why: 'a plural', top: 20, expect: type('Disposable Vape') },
  { query: 'mint ice', why: 'two flavours', top: 10, expect: flavor('Mint', 'Fruit and ice'), all: MINT_AND_ICE },
  {
    query: 'mitn ice',
    why: 'a flavour with swapped letters',
    top: 10,
    expect: flavor('Mint', 'Fruit and ice'),
    all: MINT_AND_ICE,
  },
  {
    query: 'mint icee',
    why: 'a flavour with a letter too many',
    top: 10,
    expect: flavor('Mint', 'Fruit and ice'),
    all: MINT_AND_ICE,
  },
  { query: 'menthol', why: 'a flavour', top: 10, expect: flavor('Menthol') },
  { query: 'blue razz ice', why: 'a flavour name', top: 5, expect: named('Blue Razz Ice') },
  { query: 'cherry ice', why: 'words of names', top: 4, expect: named('Cherry Ice') },
  { query: 'peach mango', why: 'words of names', top: 5, expect: named('Peach Mango') },
  { query: 'bongs', why: 'a plural of a name word', top: 5, expect: named('Bong') },
  { query: 'hoodie', why: 'a name word', top: 5, expect: named('Hoodie') },
  { query: 'rolling papers', why: 'a product line', top: 5, expect: named('Rolling Papers') },
  { query: 'pulse', why: 'part of a product line', top: 10, expect: named('Geek Bar Pulse 25000') },
  { query: 'aegis', why: 'a model', top: 5, expect: named('Aegis') },
  { query: 'zyn', why: 'a short brand', top: 4, expect: brand('Zyn') },
  { query: 'usb-c cable', why: 'a hyphenated word', top: 2, expect: named('USB-C Cable') },
];

describe('search quality: what a shopper types finds what they meant', () => {
  let api: GraphQLClient;
  beforeAll(() => {
    api = new GraphQLClient(suite.testApp.url);
  });

  const search = async (text: string) =>
    (await api.data(SearchProductsDocument, { input: { search: text, pageSize: 30 } })).searchProducts;

  it.each(QUERIES)('"$query" ($why)', async ({ query, top, expect: check, all = [] }) => {
    const result = await search(query);
    expect(result.total).toBeGreaterThan(0);
    expect(result.sort).toBe('RELEVANCE');
    const first = result.products.slice(0, top);
    expect(first.filter((p) => !check(p)).map((p) => p.name)).toEqual([]);
    for (const wanted of all) expect(result.products.some(wanted)).toBe(true);
  });

  it('holds at least 20 queries', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(20);
  });

  it('puts the product with exactly the name typed first, in any case', async () => {
    const { rows } = await suite.db.query<{ name: string }>(
      `SELECT name FROM product WHERE name LIKE 'Solaris 25000 %' AND active ORDER BY id DESC LIMIT 1`,
    );
    const name = rows[0]!.name;
    const result = await search(name.toUpperCase());
    expect(result.products[0]?.name).toBe(name);
  });

  it('puts a match in the name or brand above a match in the description only', async () => {
    // "USB-C" is in the description of every long-lasting disposable, and in the names of cables and chargers.
    const result = await search('usb');
    const firstDescriptionOnly = result.products.findIndex((p) => !p.name.toLowerCase().includes('usb'));
    const lastInName = result.products.map((p) => p.name.toLowerCase().includes('usb')).lastIndexOf(true);
    expect(lastInName).toBeGreaterThanOrEqual(0);
    expect(firstDescriptionOnly).toBeGreaterThan(lastInName);
  });

  it('finds a word that only a description has', async () => {
    // "Adjustable airflow lets you choose a tight or an airy draw." is said of some disposables only.
    const result = await search('airflow');
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.every((p) => p.productType === 'Disposable Vape')).toBe(true);
  });

  it('offers the closest known term when nothing matches, and nothing when something does', async () => {
    const none = await search('vaporlaxxxx');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('VaporLax');
    expect((await search('qqqqqqqqq')).didYouMean).toBeNull();
    expect((await search('vaporlax')).didYouMean).toBeNull();
    // The text matches, the filter leaves nothing: no other term is offered.
    const filtered = (
      await api.data(SearchProductsDocument, { input: { search: 'vaporlax', brands: ['Geek Bar'], pageSize: 30 } })
    ).searchProducts;
    expect(filtered.total).toBe(0);
    expect(filtered.didYouMean).toBeNull();
  });
});
