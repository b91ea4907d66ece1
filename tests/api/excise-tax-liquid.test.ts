import { AddToCartDocument, CartExciseTaxDocument } from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import type { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
/** A starter kit (an open system) sold with two 30 mL bottles, as the demo catalogue describes its bundles. */
let kit: FixtureProduct;
let bottle: FixtureProduct;
/** A 5 000-puff disposable: 10 mL. */
let disposable: FixtureProduct;
/** A 1 000-puff disposable: 2 mL, a container of 5 mL or less. */
let small: FixtureProduct;
let device: FixtureProduct;

const carts = new Map<string, GraphQLClient>();

/** A shopper whose cart holds one unit of the product (one cart per product, kept for the suite). */
async function cartOf(product: FixtureProduct): Promise<GraphQLClient> {
  let api = carts.get(product.id);
  if (!api) {
    api = (await signedInShoppers(suite, 1))[0]!.api;
    await api.data(AddToCartDocument, { productId: product.id, quantity: 1 });
    carts.set(product.id, api);
  }
  return api;
}

/** The cart's excise tax shipped to a state: each tax's name and amount, and their sum. */
async function taxOn(product: FixtureProduct, state: string) {
  const { cartExciseTax } = await (await cartOf(product)).data(CartExciseTaxDocument, { state });
  return { taxes: cartExciseTax.taxes.map(({ name, amount }) => ({ name, amount })), total: cartExciseTax.exciseTax };
}

/** The product's wholesale cost, as percent-of-wholesale taxes read it. */
async function costOf(product: FixtureProduct): Promise<number> {
  const { rows } = await suite.db.query<{ cost: number }>(
    `SELECT wholesale_cost_cents AS cost FROM product WHERE id = $1`,
    [product.id],
  );
  return rows[0]!.cost;
}

/** The seeded first-purchase promotion, which every cart here gets (a new customer's first order). */
const FIRST_PURCHASE_CENTS = 1_000;

/** n × basis points, rounded half up to the cent, as the engine rounds a line once. */
const percentOf = (cents: number, basisPoints: number): number => Math.floor((cents * basisPoints + 5_000) / 10_000);

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  kit = await findProduct(url, `p.ends_kind = 'open-system' AND p.liquid_ml = 60 AND p.stock > 10`);
  bottle = await findProduct(url, `p.ends_kind = 'e-liquid' AND p.liquid_ml = 60 AND p.stock > 10`);
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND p.liquid_ml = 10 AND p.stock > 10`);
  small = await findProduct(
    url,
    `p.ends_kind = 'disposable' AND p.liquid_ml = 10 AND p.stock > 10 AND p.id <> ${disposable.id}`,
  );
  // The demo catalogue's disposables all hold 5 mL or more: this one is made a 1 000-puff one, of 2 mL.
  await suite.db.query(`UPDATE product SET liquid_ml = 2 WHERE id = $1`, [small.id]);
  device = await findProduct(url, `p.ends_kind = 'open-system' AND p.liquid_ml IS NULL AND p.stock > 10`);
});

describe('a starter kit sold with two 30 mL bottles', () => {
  it.each([
    ['DE', 'Delaware', 300, '60 mL × 5¢ = $3.00'],
    ['KS', 'Kansas', 300, '60 mL × 5¢ = $3.00'],
    ['NC', 'North Carolina', 300, '60 mL × 5¢ = $3.00'],
    ['OH', 'Ohio', 600, '60 mL × 10¢ = $6.00'],
    ['VA', 'Virginia', 660, '60 mL × 11¢ = $6.60'],
    ['WI', 'Wisconsin', 300, '60 mL × 5¢ = $3.00'],
    ['WV', 'West Virginia', 450, '60 mL × 7.5¢ = $4.50'],
    ['LA', 'Louisiana', 900, '60 mL × 15¢ = $9.00'],
    ['WA', 'Washington', 540, '60 mL × 9¢ = $5.40 (containers over 5 mL)'],
  ])('pays %s’s per-mL tax on its liquid as the 60 mL bottle does (%s: %s)', async (state, name, cents) => {
    const expected = { taxes: [{ name: `${name} vapour products tax`, amount: cents }], total: cents };
    expect(await taxOn(kit, state)).toEqual(expected);
    expect(await taxOn(bottle, state)).toEqual(expected);
  });

  it('pays California’s 12.5 % on its whole retail price, as a product sold with nicotine liquid', async () => {
    // Each cart is a new customer's first order, and California taxes the price the shopper pays: after the shop's
    // $10 first-purchase discount (excise_tax_rule.base_after_discount). New Jersey's base is before it.
    const cents = percentOf(kit.price - FIRST_PURCHASE_CENTS, 1_250);
    expect(await taxOn(kit, 'CA')).toEqual({
      taxes: [{ name: 'California electronic cigarette excise tax', amount: cents }],
      total: cents,
    });
  });

  it('pays New Jersey’s 30 % on its whole retail price, the liquid having no price of its own (not nothing)', async () => {
    const cents = percentOf(kit.price, 3_000);
    expect(await taxOn(kit, 'NJ')).toEqual({
      taxes: [{ name: 'New Jersey vapour products tax', amount: cents }],
      total: cents,
    });
  });

  it('is taxed by its liquid only: the same kind of device sold without liquid pays none of these', async () => {
    for (const state of ['DE', 'KS', 'NC', 'OH', 'VA', 'WI', 'WV', 'CA', 'LA', 'WA', 'NJ']) {
      expect({ state, ...(await taxOn(device, state)) }).toEqual({ state, taxes: [], total: 0 });
    }
  });
});

describe('Louisiana and Washington', () => {
  it('tax a 10 mL disposable per mL: Louisiana 10 × 15¢ = $1.50, Washington 10 × 9¢ = 90¢', async () => {
    expect((await taxOn(disposable, 'LA')).total).toBe(150);
    expect((await taxOn(disposable, 'WA')).total).toBe(90);
  });

  it('tax a 2 mL disposable: Louisiana 2 × 15¢ = 30¢, Washington 2 × 27¢ = 54¢ (a container of 5 mL or less)', async () => {
    expect((await taxOn(small, 'LA')).total).toBe(30);
    expect(await taxOn(small, 'WA')).toEqual({
      taxes: [{ name: 'Washington vapour products tax', amount: 54 }],
      total: 54,
    });
  });
});

describe('D.C., Indiana and Maryland, seeded as the facts file leans', () => {
  it('D.C. taxes every vapour product 64 % of its wholesale cost', async () => {
    for (const product of [kit, disposable, device]) {
      expect((await taxOn(product, 'DC')).total).toBe(percentOf(await costOf(product), 6_400));
    }
  });

  it('Indiana taxes a disposable 30 % of wholesale and an open system 15 % of its retail price', async () => {
    expect((await taxOn(disposable, 'IN')).total).toBe(percentOf(await costOf(disposable), 3_000));
    expect((await taxOn(kit, 'IN')).total).toBe(percentOf(kit.price, 1_500));
    expect((await taxOn(device, 'IN')).total).toBe(percentOf(device.price, 1_500));
  });

  it('Maryland takes 60 % of the price of liquid in 5 mL or less, 20 % of more liquid or of a device', async () => {
    expect((await taxOn(small, 'MD')).total).toBe(percentOf(small.price, 6_000));
    expect((await taxOn(disposable, 'MD')).total).toBe(percentOf(disposable.price, 2_000));
    expect((await taxOn(kit, 'MD')).taxes).toEqual([
      { name: 'Maryland sales tax on vaping products', amount: percentOf(kit.price, 2_000) },
    ]);
    expect((await taxOn(device, 'MD')).total).toBe(percentOf(device.price, 2_000));
  });
});
