import {
  AddToCartDocument,
  CartDocument,
  LogInDocument,
  RemoveFromCartDocument,
  SetCartQuantityDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let at8999: FixtureProduct;
let at8998: FixtureProduct;
let cheap: FixtureProduct;
const client = () => new GraphQLClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
  const url = testApp.app.database.url;
  at8999 = await findProduct(url, 'p.price_cents = 8999 AND t.name IS NULL');
  at8998 = await findProduct(url, 'p.price_cents = 8998');
  cheap = await findProduct(url, 'p.price_cents < 1000 AND p.price_cents > 100');
});
afterAll(() => testApp.stop());

describe('cart totals', () => {
  it('charges the flat fee at $89.98 and ships free at $89.99', async () => {
    const below = client();
    const { addToCart: under } = await below.data(AddToCartDocument, { productId: at8998!.id });
    expect(under.totals).toMatchObject({ subtotal: 8998, shipping: 799, total: 8998 + 799, amountToFreeShipping: 1 });

    const at = client();
    const { addToCart: exact } = await at.data(AddToCartDocument, { productId: at8999!.id });
    expect(exact.totals).toMatchObject({ subtotal: 8999, shipping: 0, total: 8999, amountToFreeShipping: 0 });

    const { addToCart: above } = await at.data(AddToCartDocument, { productId: cheap!.id });
    expect(above.totals).toMatchObject({ subtotal: 8999 + cheap!.price, shipping: 0, freeShippingThreshold: 8999 });
  });

  it("takes $10 off a new account's cart and nothing off a guest's", async () => {
    const guest = client();
    expect((await guest.data(AddToCartDocument, { productId: cheap!.id })).addToCart.totals.discount).toBe(0);
    const member = client();
    await signUpCustomer(member, testApp.app.database.url);
    const { addToCart } = await member.data(AddToCartDocument, { productId: at8998!.id });
    expect(addToCart.totals).toMatchObject({ discount: 1000, total: 8998 - 1000 + 799 });
  });

  it('adds with quantity 1, grows a line, sets and removes it', async () => {
    const api = client();
    const first = await api.data(AddToCartDocument, { productId: cheap!.id });
    expect(first.addToCart.lines).toEqual([expect.objectContaining({ quantity: 1, lineTotal: cheap!.price })]);
    expect(api.cookie('esi-cart')).toBeDefined();
    const second = await api.data(AddToCartDocument, { productId: cheap!.id });
    expect(second.addToCart.lines[0]!.quantity).toBe(2);
    const set = await api.data(SetCartQuantityDocument, { productId: cheap!.id, quantity: 5 });
    expect(set.setCartQuantity.totals).toMatchObject({ itemCount: 5, subtotal: cheap!.price * 5 });
    const removed = await api.data(RemoveFromCartDocument, { productId: cheap!.id });
    expect(removed.removeFromCart.lines).toEqual([]);
    expect(removed.removeFromCart.totals).toMatchObject({ itemCount: 0, total: 0, shipping: 0 });
  });

  it('refuses quantities of 0, negative, fractional and huge', async () => {
    const api = client();
    await api.data(AddToCartDocument, { productId: cheap!.id });
    for (const quantity of [0, -1, 100]) {
      const result = await api.request(SetCartQuantityDocument, { productId: cheap!.id, quantity });
      expect(result.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: 'The quantity must be a whole number from 1 to 99.',
      });
    }
    for (const quantity of [1.5, 2 ** 40]) {
      const result = await api.raw({
        query: 'mutation ($q: Int!) { setCartQuantity(productId: "1", quantity: $q) { id } }',
        variables: { q: quantity },
      });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { cart } = await api.data(CartDocument);
    expect(cart.lines[0]!.quantity).toBe(1);
  });

  it('refuses a product that does not exist', async () => {
    const result = await client().request(AddToCartDocument, { productId: '99999999' });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps the guest cart at login, adding up quantities of the same product', async () => {
    const owner = client();
    const { email } = await signUpCustomer(owner, testApp.app.database.url);
    await owner.data(AddToCartDocument, { productId: cheap!.id });

    const browser = client();
    await browser.data(AddToCartDocument, { productId: cheap!.id, quantity: 2 });
    await browser.data(AddToCartDocument, { productId: at8998!.id });
    await browser.data(LogInDocument, { input: { email, password: PASSWORD } });
    const { cart } = await browser.data(CartDocument);
    expect(cart.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [cheap!.id, 3],
      [at8998!.id, 1],
    ]);
  });
});
