import { AddToCartDocument, CartRestrictionsDocument } from '../../web/src/graphql/__generated__/graphql';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let hardware: FixtureProduct;
let mintVape: FixtureProduct;
let tobaccoVape: FixtureProduct;

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  hardware = await findProduct(url, 't.name IS NULL');
  mintVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Mint'`);
  tobaccoVape = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco'`);
});

describe('cart restrictions', () => {
  it("names the guest cart's lines a state stops, with the rule, by code or by name", async () => {
    const guest = new GraphQLClient(suite.testApp.url);
    for (const p of [hardware, mintVape, tobaccoVape]) await guest.data(AddToCartDocument, { productId: p.id });
    const utah = await guest.data(CartRestrictionsDocument, { state: 'ut' });
    expect(utah.cartRestrictions.map((l) => l.productId).sort()).toEqual([mintVape.id, tobaccoVape.id].sort());
    expect(utah.cartRestrictions[0]!.reason).toMatch(/Utah/);
    const california = await guest.data(CartRestrictionsDocument, { state: 'California' });
    expect(california.cartRestrictions).toMatchObject([
      { productId: mintVape.id, reason: expect.stringMatching(/California/) },
    ]);
    expect((await guest.data(CartRestrictionsDocument, { state: 'AZ' })).cartRestrictions).toEqual([]);
    expect((await guest.data(CartRestrictionsDocument, { state: 'Atlantis' })).cartRestrictions).toEqual([]);
  });

  it('checks the products the client names instead, and bounds how many', async () => {
    const guest = new GraphQLClient(suite.testApp.url);
    const named = await guest.data(CartRestrictionsDocument, { state: 'CA', productIds: [hardware.id, mintVape.id] });
    expect(named.cartRestrictions.map((l) => l.productId)).toEqual([mintVape.id]);
    const tooMany = await guest.request(CartRestrictionsDocument, {
      state: 'CA',
      productIds: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
