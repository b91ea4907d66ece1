import { HomePageDocument, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { findProduct } from '../support/catalog-fixtures';
import { RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let rest: RestClient;

const PRODUCT_KEYS = [
  'brand',
  'category',
  'flavor',
  'id',
  'image',
  'name',
  'pic',
  'price',
  'prodtype',
  'product',
  'subcategory',
].sort();

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

beforeAll(async () => {
  testApp = await startTestApp();
  rest = new RestClient(testApp.url);
});
afterAll(() => testApp.stop());

describe('call 1: home-page categories', () => {
  it('lists the Top Vapes cards as subcategory and picture, the default picture where a card has none', async () => {
    const { topVapes } = await rest.browser.data(HomePageDocument);
    const { status, json, headers } = await rest.form('/esi-api/responses/categories/Default.aspx', {
      category: 'Top Vapes',
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual({
      Category: topVapes.map((card) => ({ subcategory: card.name, pic: card.pic ?? '/media/default.jpg' })),
    });
    expect(json.Category).toContainEqual({ subcategory: 'Nova Cloud 12000', pic: '/media/default.jpg' });
  });

  it('lists the Top Selling cards the same way', async () => {
    const { topSelling } = await rest.browser.data(HomePageDocument);
    const { json } = await rest.urlencoded('/responses/categories/Default.aspx', { category: 'Top Selling' });
    expect(json).toEqual({
      Category: topSelling.map((card) => ({ subcategory: card.name, pic: card.pic ?? '/media/default.jpg' })),
    });
    expect(topSelling.length).toBeGreaterThan(0);
  });

  it('names the Others cards category instead of subcategory', async () => {
    const { others } = await rest.browser.data(HomePageDocument);
    const { json } = await rest.json('/responses/categories/Default.aspx', { category: 'Others' });
    expect(json).toEqual({
      Category: others.map((card) => ({ category: card.name, pic: card.pic ?? '/media/default.jpg' })),
    });
    expect(json.Category).toContainEqual(expect.objectContaining({ category: 'Pipes & Glass' }));
  });

  it('answers an empty list for a group it does not know', async () => {
    const { status, json } = await rest.form('/responses/categories/Default.aspx', { category: 'Best Ever' });
    expect(status).toBe(200);
    expect(json).toEqual({ Category: [] });
  });

  it('refuses a request without the category field with 400', async () => {
    const { status, json } = await rest.form('/responses/categories/Default.aspx', {});
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'The field "category" is required.' });
  });
});

describe('call 2: vape-kit tabs', () => {
  it('answers one single-key object per tab, mapping the tab name to its products in the legacy shape', async () => {
    const { vapeKitTabs } = await rest.browser.data(HomePageDocument);
    const { status, json } = await rest.form('/esi-api/responses/vapetabs/Default.aspx', { category: 'Vapes' });
    expect(status).toBe(200);
    const tabs = json.Category as Record<string, Record<string, string>[]>[];
    expect(tabs.map((tab) => Object.keys(tab))).toEqual(vapeKitTabs.map((tab) => [tab.name]));
    const first = vapeKitTabs[0]!;
    const answered = tabs[0]![first.name]!;
    expect(answered.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
    const sample = first.products[0]!;
    expect(Object.keys(answered[0]!).sort()).toEqual(PRODUCT_KEYS);
    expect(answered[0]).toMatchObject({
      id: sample.id,
      product: sample.name,
      name: sample.name,
      price: dollars(sample.price),
      pic: sample.image,
      image: sample.image,
      category: sample.category,
    });
  });

  it('answers an empty list for another category', async () => {
    const { json } = await rest.form('/responses/vapetabs/Default.aspx', { category: 'Pipes' });
    expect(json).toEqual({ Category: [] });
  });
});

describe('call 7: product search', () => {
  it('answers 100 products by default, in name order, with the total and the three facet lists', async () => {
    const gql = await rest.browser.data(SearchProductsDocument, { input: { pageSize: 100, sort: 'NAME' } });
    const { status, json } = await rest.form('/esi-api/responses/products/Default.aspx/', {});
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['Products', 'Total', 'Brands', 'Flavors', 'ProductType']);
    expect(json.Total).toBe(gql.searchProducts.total);
    const products = json.Products as Record<string, string>[];
    expect(products.map((p) => p.id)).toEqual(gql.searchProducts.products.map((p) => p.id));
    expect(json.Brands).toEqual(gql.searchProducts.facets.brands.map((f) => ({ brandname: f.name, count: f.count })));
    expect(json.Flavors).toEqual(gql.searchProducts.facets.flavors.map((f) => ({ flavor: f.name, count: f.count })));
    expect(json.ProductType).toEqual(
      gql.searchProducts.facets.productTypes.map((f) => ({ prodtype: f.name, count: f.count })),
    );
  });

  it('shows each product in the legacy shape with a dollar price and empty strings for what it lacks', async () => {
    const bong = await findProduct(testApp.app.database.url, 'p.price_cents = 8999 AND t.name IS NULL');
    const { json } = await rest.form('/responses/products/Default.aspx', { search: bong.name });
    const product = (json.Products as Record<string, string>[]).find((p) => p.id === bong.id)!;
    expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
    expect(product).toMatchObject({ id: bong.id, product: bong.name, name: bong.name, price: '$89.99', prodtype: '' });
    expect(product.pic).toBe(product.image);
  });

  it('shows a product on sale at the price it is sold at, with no field added for the sale', async () => {
    const sale = await findProduct(testApp.app.database.url, 'p.compare_at_cents IS NOT NULL');
    const { json } = await rest.form('/responses/products/Default.aspx', { search: sale.name });
    const product = (json.Products as Record<string, string>[]).find((p) => p.id === sale.id)!;
    expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
    expect(product.price).toBe(dollars(sale.price));
  });

  it('combines category, brand, flavor, product type and search like the storefront search', async () => {
    const input = { category: 'Vapes', productType: 'disposable vape', flavor: 'MINT', search: 'cool' };
    const gql = await rest.browser.data(SearchProductsDocument, { input: { ...input, pageSize: 100, sort: 'NAME' } });
    const { json } = await rest.urlencoded('/responses/products/default.aspx', {
      category: input.category,
      prodtype: input.productType,
      flavor: input.flavor,
      search: input.search,
    });
    expect(gql.searchProducts.total).toBeGreaterThan(0);
    expect(json.Total).toBe(gql.searchProducts.total);
    const products = json.Products as Record<string, string>[];
    expect(products.map((p) => p.id)).toEqual(gql.searchProducts.products.map((p) => p.id));
    expect(products.every((p) => p.flavor === 'Mint' && p.prodtype === 'Disposable Vape')).toBe(true);
  });

  it('pages with page and pagesize, up to 500 a page', async () => {
    const second = await rest.form('/responses/products/Default.aspx', { page: '2', pagesize: '30' });
    const gql = await rest.browser.data(SearchProductsDocument, { input: { page: 2, pageSize: 30, sort: 'NAME' } });
    expect((second.json.Products as { id: string }[]).map((p) => p.id)).toEqual(
      gql.searchProducts.products.map((p) => p.id),
    );
    const big = await rest.form('/responses/products/Default.aspx', { pagesize: '500' });
    expect((big.json.Products as unknown[]).length).toBe(Math.min(500, big.json.Total as number));
  });

  it('refuses a page size over 500, a page past the last and a page that is not a number with 400', async () => {
    const tooBig = await rest.form('/responses/products/Default.aspx', { pagesize: '501' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toEqual({ error: 'The page size must be a whole number from 1 to 500.' });
    const past = await rest.form('/responses/products/Default.aspx', { page: '999' });
    expect(past.status).toBe(400);
    expect(past.json.error).toMatch(/^Page 999 does not exist/);
    const words = await rest.form('/responses/products/Default.aspx', { page: 'two' });
    expect(words.status).toBe(400);
    expect(words.json).toEqual({ error: 'The field "page" must be a whole number.' });
  });

  it('finds nothing, without an error, for a brand, flavor or product type it does not know', async () => {
    const unknown: [string, string][] = [
      ['brand', 'No Such Brand'],
      ['flavor', 'Bacon'],
      ['prodtype', 'Hoverboards'],
    ];
    for (const [field, name] of unknown) {
      const { status, json } = await rest.form('/responses/products/Default.aspx', { [field]: name });
      expect(status).toBe(200);
      expect(json.Total).toBe(0);
      expect('Products' in json).toBe(false);
    }
  });

  it('leaves Products out and answers Total 0 when nothing matches', async () => {
    const { status, json } = await rest.form('/responses/products/Default.aspx', { search: 'no such thing at all' });
    expect(status).toBe(200);
    expect(json).toEqual({ Total: 0, Brands: [], Flavors: [], ProductType: [] });
    expect('Products' in json).toBe(false);
  });
});

describe('call 9: states', () => {
  it('lists the 50 states and DC by name with their codes, with no body at all', async () => {
    const { status, json } = await rest.send<{ States: { state: string; code: string }[] }>(
      '/esi-api/responses/states/',
      { method: 'POST' },
    );
    expect(status).toBe(200);
    expect(json.States).toHaveLength(51);
    expect(json.States[0]).toEqual({ state: 'Alabama', code: 'AL' });
    expect(json.States).toContainEqual({ state: 'Arizona', code: 'AZ' });
    expect(json.States).toContainEqual({ state: 'District of Columbia', code: 'DC' });
  });
});
