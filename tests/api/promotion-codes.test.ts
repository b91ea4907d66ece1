import {
  AddToCartDocument,
  ApplyPromotionCodeDocument,
  CartDocument,
  CartExciseTaxDocument,
  PlaceOrderDocument,
  RemovePromotionCodeDocument,
  SetCartQuantityDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct, findProducts } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers, givePastOrder } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let disposable: FixtureProduct;
let grinder: FixtureProduct;
let pod: FixtureProduct;
let goods: FixtureProduct[];

const percentOf = (cents: number, bp: number) => Math.floor((cents * bp + 5000) / 10_000);

async function shopper(lines: [FixtureProduct, number][]): Promise<GraphQLClient> {
  const [{ api, id }] = (await signedInShoppers(suite, 1)) as [{ api: GraphQLClient; id: string }];
  // An earlier order: the first purchase does not mix into these figures.
  await givePastOrder(suite, id);
  for (const [product, quantity] of lines) await api.data(AddToCartDocument, { productId: product.id, quantity });
  return api;
}

/** A promotion that needs a code, and its codes (single-use when asked). */
async function codePromotion(columns: Record<string, unknown>, codes: string[], singleUse = false): Promise<number> {
  const names = Object.keys(columns);
  const { rows } = await suite.db.query<{ id: number }>(
    `INSERT INTO promotion (status, requires_code, ${names.join(', ')})
     VALUES ('active', true, ${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  await suite.db.query(
    `INSERT INTO promotion_code (promotion_id, code, single_use) SELECT $1, unnest($2::text[]), $3`,
    [rows[0]!.id, codes, singleUse],
  );
  return rows[0]!.id;
}

const apply = async (api: GraphQLClient, code: string, state?: string) =>
  (await api.data(ApplyPromotionCodeDocument, { code, state })).applyPromotionCode;

async function refusal(api: GraphQLClient, code: string, state?: string) {
  const answer = await apply(api, code, state);
  if (answer.__typename !== 'InputErrors') throw new Error(`expected a refusal, got ${JSON.stringify(answer)}`);
  return { code: answer.errors[0]!.code, message: answer.errors[0]!.message };
}

const address = (state: string, city: string, zipcode: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city,
  state,
  zipcode,
});

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  disposable = await findProduct(url, `p.ends_kind = 'disposable' AND f.name = 'Tobacco' AND p.stock > 20`);
  grinder = await findProduct(url, `p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents > 1200`);
  pod = await findProduct(url, `p.ends_kind IS NOT NULL AND p.stock > 20 AND p.price_cents < 1000`);
  goods = await findProducts(url, `p.ends_kind IS NULL AND p.stock > 20 AND p.price_cents > 1200`, 2);
  await codePromotion({ name: 'Newsletter 15', action: 'percent-off', percent_bp: 1500 }, ['HELLO15']);
});

describe('discount codes at the shopper', () => {
  it('takes a code entered in any case on the cart page, shows its discount, and takes it out again', async () => {
    const api = await shopper([[grinder, 1]]);
    const answer = await apply(api, '  hello15 ');
    if (answer.__typename !== 'CodeApplied') throw new Error(JSON.stringify(answer));
    expect(answer.cart.codes).toEqual(['HELLO15']);
    expect(answer.cart.discounts).toEqual([
      expect.objectContaining({ name: 'Newsletter 15', code: 'HELLO15', amount: percentOf(grinder.price, 1500) }),
    ]);
    expect((await api.data(CartDocument)).cart.totals.discount).toBe(percentOf(grinder.price, 1500));
    const { removePromotionCode } = await api.data(RemovePromotionCodeDocument, { code: 'Hello15' });
    expect(removePromotionCode).toMatchObject({ codes: [], discounts: [] });
  });

  it('answers plainly for a code unknown, ended, not started, used up or not for this cart', async () => {
    await codePromotion(
      { name: 'Summer', action: 'percent-off', percent_bp: 1000, ends_at: '2026-01-01', starts_at: '2025-06-01' },
      ['SUMMER25'],
    );
    await codePromotion({ name: 'Next year', action: 'percent-off', percent_bp: 1000, starts_at: '2030-01-01' }, [
      'NEXTYEAR',
    ]);
    await codePromotion({ name: 'Once', action: 'percent-off', percent_bp: 1000 }, ['ONCE-1'], true);
    await suite.db.query(`UPDATE promotion_code SET used_at = now() WHERE code = 'ONCE-1'`);
    await codePromotion({ name: 'Big orders', action: 'fixed-off', amount_cents: 1000, min_subtotal_cents: 50_000 }, [
      'BIG10',
    ]);
    await codePromotion({ name: 'Vapes only', action: 'percent-off', percent_bp: 1000, ends_kinds: ['disposable'] }, [
      'VAPES10',
    ]);
    const api = await shopper([[grinder, 1]]);
    expect(await refusal(api, 'nope')).toEqual({
      code: 'PROMOTION_CODE_UNKNOWN',
      message: 'We do not know the code NOPE. Check it and try again.',
    });
    expect(await refusal(api, '=cmd|x')).toMatchObject({ code: 'PROMOTION_CODE_UNKNOWN' });
    expect(await refusal(api, 'summer25')).toEqual({
      code: 'PROMOTION_CODE_EXPIRED',
      message: 'The code SUMMER25 has expired.',
    });
    expect(await refusal(api, 'nextyear')).toEqual({
      code: 'PROMOTION_CODE_EXPIRED',
      message: 'The code NEXTYEAR is not valid yet: it starts on 2030-01-01.',
    });
    expect(await refusal(api, 'once-1')).toEqual({
      code: 'PROMOTION_CODE_USED_UP',
      message: 'The code ONCE-1 has already been used.',
    });
    expect(await refusal(api, 'big10')).toEqual({
      code: 'PROMOTION_CODE_NOT_FOR_CART',
      message: 'The code BIG10 is for orders of $500.00 or more.',
    });
    expect(await refusal(api, 'vapes10')).toEqual({
      code: 'PROMOTION_CODE_NOT_FOR_CART',
      message: 'The code VAPES10 does not apply to the items in your cart.',
    });
    expect((await api.data(CartDocument)).cart.codes).toEqual([]);
  });

  it('says beside each entered code that gives nothing now why, in the words entering it would answer', async () => {
    const spring = await codePromotion({ name: 'Spring', action: 'percent-off', percent_bp: 1000 }, ['SPRING10']);
    await codePromotion(
      { name: 'Two up', action: 'fixed-off', amount_cents: 500, min_subtotal_cents: grinder.price * 2 },
      ['TWOUP'],
    );
    const api = await shopper([[grinder, 2]]);
    for (const code of ['hello15', 'spring10', 'twoup']) {
      const answer = await apply(api, code);
      if (answer.__typename !== 'CodeApplied') throw new Error(JSON.stringify(answer));
      expect(answer.cart.codeProblems).toEqual([]);
    }

    // Staff end Spring, and the shopper takes one grinder out: below Two up's minimum.
    await suite.db.query(`UPDATE promotion SET status = 'ended' WHERE id = $1`, [spring]);
    await api.data(SetCartQuantityDocument, { productId: grinder.id, quantity: 1 });

    const { cart } = await api.data(CartDocument);
    expect(cart.codes).toEqual(['HELLO15', 'SPRING10', 'TWOUP']);
    expect(cart.discounts).toEqual([expect.objectContaining({ code: 'HELLO15' })]);
    const alike = await shopper([[grinder, 1]]);
    expect(cart.codeProblems).toEqual([
      { __typename: 'CodeProblem', code: 'SPRING10', message: 'The code SPRING10 has expired.' },
      { __typename: 'CodeProblem', code: 'TWOUP', message: (await refusal(alike, 'twoup')).message },
    ]);
    expect(cart.codeProblems[1]!.message).toMatch(/^The code TWOUP is for orders of \$[\d,.]+ or more\.$/);
  });

  it('says at checkout which entered code the ship-to state’s law refuses, while the cart page has none', async () => {
    const api = await shopper([[disposable, 1]]);
    expect((await apply(api, 'hello15')).__typename).toBe('CodeApplied');
    expect((await api.data(CartDocument)).cart.codeProblems).toEqual([]);
    const { cartExciseTax: nj } = await api.data(CartExciseTaxDocument, { state: 'NJ' });
    expect(nj.codeProblems).toEqual([
      {
        __typename: 'CodeProblem',
        code: 'HELLO15',
        message: 'New Jersey law does not allow discounts on vapour products.',
      },
    ]);
    expect((await api.data(CartExciseTaxDocument, { state: 'AZ' })).cartExciseTax.codeProblems).toEqual([]);
  });

  it('to New Jersey, takes the code off the vapour lines in the law’s words while the grinder keeps it', async () => {
    const api = await shopper([
      [disposable, 1],
      [grinder, 1],
    ]);
    const answer = await apply(api, 'HELLO15', 'NJ');
    if (answer.__typename !== 'CodeApplied') throw new Error(JSON.stringify(answer));
    const { cartExciseTax: nj } = await api.data(CartExciseTaxDocument, { state: 'NJ' });
    expect(nj.discounts).toEqual([
      expect.objectContaining({ code: 'HELLO15', amount: percentOf(grinder.price, 1500) }),
    ]);
    expect(nj.notices).toEqual([
      expect.objectContaining({
        code: 'HELLO15',
        products: [disposable.name],
        message:
          'New Jersey law does not allow discounts on vapour products; the code still applies to the other items.',
      }),
    ]);

    const vapesOnly = await shopper([[disposable, 1]]);
    expect(await refusal(vapesOnly, 'hello15', 'NJ')).toEqual({
      code: 'PROMOTION_CODE_NOT_ALLOWED',
      message: 'New Jersey law does not allow discounts on vapour products.',
    });
  });

  it('refuses a $10 code on a pod under $10 as a free sample', async () => {
    await codePromotion({ name: 'Ten off', action: 'fixed-off', amount_cents: 1000 }, ['TENOFF']);
    const api = await shopper([[pod, 1]]);
    expect(await refusal(api, 'tenoff')).toEqual({
      code: 'PROMOTION_CODE_NOT_ALLOWED',
      message: 'Federal law does not allow a vapour product free of charge (no free samples).',
    });
  });

  it('lets a single-use code through once when two customers place their orders at the same moment', async () => {
    const id = await codePromotion({ name: 'Just once', action: 'fixed-off', amount_cents: 500 }, ['RACE-1'], true);
    const [a, b] = goods as [FixtureProduct, FixtureProduct];
    const racers = await Promise.all([shopper([[a, 1]]), shopper([[b, 1]])]);
    for (const api of racers) expect((await apply(api, 'race-1')).__typename).toBe('CodeApplied');

    const answers = await Promise.all(
      racers.map((api, i) =>
        api.data(PlaceOrderDocument, {
          input: { idempotencyKey: `race-${i}-${Date.now()}`, address: address('AZ', 'Phoenix', '85004') },
        }),
      ),
    );

    const placed = answers.flatMap((r) => (r.placeOrder.__typename === 'OrderPlaced' ? [r.placeOrder.order] : []));
    const refused = answers.flatMap((r) => (r.placeOrder.__typename === 'InputErrors' ? r.placeOrder.errors : []));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.discounts).toEqual([expect.objectContaining({ code: 'RACE-1', amount: 500 })]);
    expect(refused).toEqual([
      expect.objectContaining({
        code: 'PROMOTION_CODE_USED_UP',
        message: 'The code RACE-1 has already been used. Remove it from your cart to place the order.',
      }),
    ]);
    const { rows } = await suite.db.query(
      `SELECT count(*)::int AS n FROM promotion_redemption WHERE promotion_id = $1 AND single_use`,
      [id],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect(await refusal(new GraphQLClient(suite.testApp.url), 'race-1')).toMatchObject({
      code: 'PROMOTION_CODE_USED_UP',
    });
  });
});
