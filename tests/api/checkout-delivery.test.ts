import {
  AddToCartDocument,
  DeliveryOptionsDocument,
  PlaceOrderDocument,
  type PlaceOrderInput,
  ShippingAddressesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { DeliveryMethod, addBusinessDays, deliveryWindow } from '../../api/src/modules/shipping/delivery.rules';
import { ARIZONA } from '../support/addresses';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let cheap: FixtureProduct;
let pricey: FixtureProduct;
let keySeq = 0;
const newKey = () => `delivery-${process.pid}-${++keySeq}`;

async function shopper(): Promise<GraphQLClient> {
  const api = new GraphQLClient(suite.testApp.url);
  await signUpCustomer(api, suite.testApp.app.database.url);
  return api;
}

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  cheap = await findProduct(url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  pricey = await findProduct(url, 'p.price_cents = 8999 AND t.name IS NULL');
});

describe('business days', () => {
  it('skips weekends: Friday plus 3 is Wednesday, Saturday plus 1 is Monday', () => {
    expect(addBusinessDays(new Date('2026-11-27T15:00:00Z'), 3).toISOString().slice(0, 10)).toBe('2026-12-02');
    expect(addBusinessDays(new Date('2026-11-28T15:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(deliveryWindow(DeliveryMethod.STANDARD, new Date('2026-11-24T10:00:00Z'))).toEqual({
      from: '2026-11-27',
      to: '2026-12-01',
    });
  });
});

describe('delivery options', () => {
  it('prices standard shipping by the threshold rule for the cart as it is', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap.id });
    const [standard] = (await api.data(DeliveryOptionsDocument)).deliveryOptions;
    const today = deliveryWindow(DeliveryMethod.STANDARD, new Date());
    expect(standard).toEqual({
      __typename: 'DeliveryOption',
      method: 'STANDARD',
      name: 'Standard shipping',
      price: 799,
      minBusinessDays: 3,
      maxBusinessDays: 5,
      estimatedFrom: today.from,
      estimatedTo: today.to,
    });
    await api.data(AddToCartDocument, { productId: pricey.id });
    const [free] = (await api.data(DeliveryOptionsDocument)).deliveryOptions;
    expect(free).toMatchObject({ name: 'Free shipping', price: 0 });
  });

  it('keeps the method and the promised days with the order', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap.id });
    const placed = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: ARIZONA, delivery: DeliveryMethod.STANDARD },
    });
    if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placed.placeOrder));
    const today = deliveryWindow(DeliveryMethod.STANDARD, new Date());
    expect(placed.placeOrder.order.delivery).toEqual({
      __typename: 'OrderDelivery',
      method: 'STANDARD',
      name: 'Standard shipping',
      estimatedFrom: today.from,
      estimatedTo: today.to,
    });
  });

  it('refuses a delivery method that does not exist, and places nothing', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap.id });
    const before = await suite.db.query(`SELECT count(*)::int AS n FROM customer_order`);
    const answer = await api.raw<unknown>({
      query: `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }`,
      variables: { input: { idempotencyKey: newKey(), address: ARIZONA, delivery: 'TELEPORT' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/TELEPORT/);
    const after = await suite.db.query(`SELECT count(*)::int AS n FROM customer_order`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('the address book at checkout', () => {
  it('keeps a new address when asked, and only then', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap.id });
    const once = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: { ...ARIZONA, city: 'Tucson' }, saveAddress: false },
    });
    expect(once.placeOrder).toMatchObject({ order: { shipTo: { city: 'Tucson', stateName: 'Arizona' } } });
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toHaveLength(0);

    await api.data(AddToCartDocument, { productId: cheap.id });
    await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), address: ARIZONA } });
    expect((await api.data(ShippingAddressesDocument)).shippingAddresses).toMatchObject([{ city: 'Phoenix' }]);
  });

  it('makes the address of an order the default when asked, a new one or a saved one', async () => {
    const api = await shopper();
    const defaultCity = async () =>
      (await api.data(ShippingAddressesDocument)).shippingAddresses.find((a) => a.isDefault)?.city;
    const order = async (input: Omit<PlaceOrderInput, 'idempotencyKey'>) => {
      await api.data(AddToCartDocument, { productId: cheap.id });
      const placed = await api.data(PlaceOrderDocument, { input: { idempotencyKey: newKey(), ...input } });
      expect(placed.placeOrder.__typename).toBe('OrderPlaced');
    };
    await order({ address: ARIZONA });
    expect(await defaultCity()).toBe('Phoenix');
    await order({ address: { ...ARIZONA, city: 'Tucson' }, makeDefaultAddress: true });
    expect(await defaultCity()).toBe('Tucson');
    const phoenix = (await api.data(ShippingAddressesDocument)).shippingAddresses.find((a) => a.city === 'Phoenix')!;
    await order({ shippingAddressId: phoenix.id });
    expect(await defaultCity()).toBe('Tucson');
    await order({ shippingAddressId: phoenix.id, makeDefaultAddress: true });
    expect(await defaultCity()).toBe('Phoenix');
  });

  it('checks an address it does not keep as strictly as one it keeps', async () => {
    const api = await shopper();
    await api.data(AddToCartDocument, { productId: cheap.id });
    const bad = await api.data(PlaceOrderDocument, {
      input: { idempotencyKey: newKey(), address: { ...ARIZONA, zipcode: '85' }, saveAddress: false },
    });
    expect(bad.placeOrder).toMatchObject({ errors: [{ field: 'zipcode', code: 'INVALID_ZIP' }] });
  });
});
