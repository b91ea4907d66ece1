import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdminProductDocument,
  AdminProductsDocument,
  CreateProductDocument,
  RecordHistoryDocument,
  UpdateProductDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { ProductPageDocument, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { parse } from 'csv-parse/sync';
import { CATALOGUE_COLUMNS } from '../../api/src/modules/catalog/catalogue-csv.rules';
import { createdProduct, productInput, saved } from '../support/admin-catalogue';
import { GraphQLClient } from '../support/graphql-client';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const shop = () => new GraphQLClient(suite.testApp.url);
const productCount = async () =>
  (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product`)).rows[0]!.n;
const inShop = async (slug: string, word: string) => ({
  page: (await shop().data(ProductPageDocument, { slug })).product?.slug ?? null,
  search: (await shop().data(SearchProductsDocument, { input: { search: word } })).searchProducts.total,
});

describe('the product editor', () => {
  it('finds a product in the list by its own name, "1 1/4" and all', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { products } = await staff.client.data(AdminProductsDocument, {
      filter: { text: 'RAW 1 1/4 Rolling Papers' },
      page: { page: 1, pageSize: 10 },
    });
    expect(products.products[0]?.name).toBe('RAW 1 1/4 Rolling Papers');
    expect(products.products.every((p) => p.name.startsWith('RAW 1 1/4 '))).toBe(true);
  });

  it('reads an active product that has sold as in the shop, whoever wrote it (the seed too)', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { rows } = await suite.db.query<{ id: string }>(
      `SELECT id::text FROM product WHERE status = 'active' ORDER BY id LIMIT 1`,
    );
    const { product } = await staff.client.data(AdminProductDocument, { id: rows[0]!.id });
    expect(product).toMatchObject({ status: 'ACTIVE', published: true });
    const { rows: unpublished } = await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product WHERE status = 'active' AND published_at IS NULL`,
    );
    expect(unpublished).toEqual([{ n: 0 }]);
    // A row written straight into the table as active is published by the database itself.
    const { rows: written } = await suite.db.query<{ published: boolean }>(
      `UPDATE product SET status = 'draft', published_at = NULL WHERE id = $1 RETURNING published_at IS NOT NULL AS published`,
      [rows[0]!.id],
    );
    expect(written).toEqual([{ published: false }]);
    const { rows: again } = await suite.db.query<{ published: boolean }>(
      `UPDATE product SET status = 'active' WHERE id = $1 RETURNING published_at IS NOT NULL AS published`,
      [rows[0]!.id],
    );
    expect(again).toEqual([{ published: true }]);
  });

  it('refuses every bad field by name and creates nothing', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const before = await productCount();
    const input = await productInput(staff.client, {
      name: ' ',
      brand: 'No Such Brand',
      priceCents: 0,
      compareAtPriceCents: -5,
      pictureUrl: 'http://insecure.example.com/a.jpg',
      slug: 'Not A Slug!',
      nicotineMg: 500,
      lowStockThreshold: -1,
    });
    const { createProduct } = await staff.client.data(CreateProductDocument, { input });
    if (createProduct.__typename !== 'InputErrors') throw new Error('created');
    expect(Object.fromEntries(createProduct.errors.map((e) => [e.field, e.code]))).toEqual({
      name: 'REQUIRED',
      brand: 'INVALID_VALUE',
      priceCents: 'INVALID_VALUE',
      compareAtPriceCents: 'INVALID_VALUE',
      pictureUrl: 'INVALID_VALUE',
      slug: 'INVALID_VALUE',
      nicotineMg: 'INVALID_VALUE',
      lowStockThreshold: 'INVALID_VALUE',
    });
    const lineOfOther = await productInput(staff.client, { category: 'Nowhere', compareAtPriceCents: 1999 });
    const second = (await staff.client.data(CreateProductDocument, { input: lineOfOther })).createProduct;
    expect(second.__typename === 'InputErrors' && second.errors.map((e) => e.field)).toEqual([
      'category',
      'compareAtPriceCents',
    ]);
    expect(await productCount()).toBe(before);
  });

  it('keeps a draft out of the shop, shows it once active, and an archived one no more', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { input, product } = await createdProduct(staff.client);
    const word = input.name.split(' ')[1]!;
    expect(product).toMatchObject({ status: 'DRAFT', published: false, stock: 0, priceCents: 1999 });
    expect(product.slug).toMatch(/^[a-z0-9-]+$/);
    expect(await inShop(product.slug, word)).toEqual({ page: null, search: 0 });
    const { products } = await staff.client.data(AdminProductsDocument, {
      filter: { text: word, status: 'DRAFT' },
      page: { page: 1, pageSize: 10 },
    });
    expect(products.products.map((p) => p.id)).toEqual([product.id]);

    // Before it is published its slug may change; once active it may not.
    const renamed = saved(
      (
        await staff.client.data(UpdateProductDocument, {
          id: product.id,
          input: { ...input, slug: `${product.slug}-x` },
        })
      ).updateProduct,
    );
    const active = saved(
      (await staff.client.data(UpdateProductDocument, { id: product.id, input: { ...input, status: 'ACTIVE' } }))
        .updateProduct,
    );
    expect(active).toMatchObject({ slug: renamed.slug, published: true, status: 'ACTIVE' });
    expect(await inShop(active.slug, word)).toEqual({ page: active.slug, search: 1 });
    const locked = (
      await staff.client.data(UpdateProductDocument, { id: product.id, input: { ...input, slug: 'another-slug' } })
    ).updateProduct;
    expect(locked.__typename === 'InputErrors' && locked.errors).toEqual([
      expect.objectContaining({ field: 'slug', code: 'SLUG_LOCKED' }),
    ]);

    saved(
      (await staff.client.data(UpdateProductDocument, { id: product.id, input: { ...input, status: 'ARCHIVED' } }))
        .updateProduct,
    );
    expect(await inShop(active.slug, word)).toEqual({ page: null, search: 0 });
    expect((await staff.client.data(AdminProductDocument, { id: product.id })).product?.status).toBe('ARCHIVED');
  });

  it('shows a new price at once to the next visitor of the product page, a listing and a search', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { input, product } = await createdProduct(staff.client, { status: 'ACTIVE' });
    const word = input.name.split(' ')[1]!;
    const prices = async () => ({
      page: (await shop().data(ProductPageDocument, { slug: product.slug })).product?.price,
      listing: (
        await shop().data(SearchProductsDocument, { input: { brand: input.brand, sort: 'NEWEST', pageSize: 3 } })
      ).searchProducts.products.find((p) => p.id === product.id)?.price,
      search: (await shop().data(SearchProductsDocument, { input: { search: word } })).searchProducts.products[0]
        ?.price,
    });
    expect(await prices()).toEqual({ page: 1999, listing: 1999, search: 1999 });
    saved(
      (await staff.client.data(UpdateProductDocument, { id: product.id, input: { ...input, priceCents: 1599 } }))
        .updateProduct,
    );
    expect(await prices()).toEqual({ page: 1599, listing: 1599, search: 1599 });
  });

  it('refuses a name another product has, in any case', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { input } = await createdProduct(staff.client);
    const again = await productInput(staff.client, { name: input.name.toUpperCase() });
    const { createProduct } = await staff.client.data(CreateProductDocument, { input: again });
    expect(createProduct.__typename === 'InputErrors' && createProduct.errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'ALREADY_TAKEN' }),
    ]);
  });

  it('audits each change with before and after in the product’s history', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { input, product } = await createdProduct(staff.client);
    await staff.client.data(UpdateProductDocument, { id: product.id, input: { ...input, priceCents: 2499 } });
    const { recordHistory } = await staff.client.data(RecordHistoryDocument, {
      recordType: 'product',
      recordId: product.id,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['product.update', 'product.create']);
    expect(recordHistory[0]).toMatchObject({ staffEmail: staff.email, staffRole: 'catalogue' });
    expect(JSON.parse(recordHistory[0]!.before!)).toMatchObject({ priceCents: 1999 });
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({ priceCents: 2499 });
    expect(recordHistory[1]!.before).toBeNull();
  });

  it('lists by brand, sale and low stock, a page at a time, with the total', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const { rows } = await suite.db.query<{ brand: string; n: number; low: number; sale: number }>(
      `SELECT b.name AS brand, count(*)::int AS n, count(*) FILTER (WHERE p.stock <= p.low_stock_threshold)::int AS low,
         count(*) FILTER (WHERE p.compare_at_cents IS NOT NULL)::int AS sale
       FROM product p JOIN brand b ON b.id = p.brand_id GROUP BY b.name ORDER BY count(*) DESC LIMIT 1`,
    );
    const { brand, n, low, sale } = rows[0]!;
    const list = (filter: object, page = 1) =>
      staff.client.data(AdminProductsDocument, { filter: { brand, ...filter }, page: { page, pageSize: 5 } });
    const first = (await list({})).products;
    expect(first.total).toBe(n);
    expect(first.products).toHaveLength(Math.min(5, n));
    expect(first.products.every((p) => p.brand === brand)).toBe(true);
    const second = (await list({}, 2)).products.products.map((p) => p.id);
    expect(second.some((id) => first.products.some((p) => p.id === id))).toBe(false);
    expect((await list({ lowStock: true })).products.total).toBe(low);
    expect((await list({ lowStock: false })).products.total).toBe(n - low);
    expect((await list({ onSale: true })).products.total).toBe(sale);
    const unknown = await staff.client.request(AdminProductsDocument, {
      filter: { brand: 'No Such Brand' },
      page: { page: 1, pageSize: 5 },
    });
    expect(unknown.errors?.[0]?.message).toMatch(/^brand: /);
  });

  it('exports the whole catalogue as CSV, one row a product, to staff who may import', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const answer = await fetch(`${suite.testApp.url}/admin-api/export/products.csv`, {
      headers: staff.client.cookieHeader(),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text.split('\n', 1)[0]).toBe(CATALOGUE_COLUMNS.join(','));
    expect(parse(text, { columns: true })).toHaveLength(await productCount());
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const refused = await fetch(`${suite.testApp.url}/admin-api/export/products.csv`, {
      headers: support.client.cookieHeader(),
    });
    expect(refused.status).toBe(403);
  });
});
