import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddDirectoryListingDocument,
  DirectoryListingsDocument,
  DirectoryProductsDocument,
  EndDirectoryListingDocument,
  RecordHistoryDocument,
  ShippingRulesDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  CartRestrictionsDocument,
  PlaceOrderDocument,
  SetCartQuantityDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let compliance: SignedInStaff;
let listed: FixtureProduct;
let unlisted: FixtureProduct;
let fruitLiquid: FixtureProduct;

const today = (): string => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const VIRGINIA = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Capitol Sq',
  city: 'Richmond',
  state: 'VA',
  zipcode: '23219',
};

/** Why each of these products cannot ship to a state, as the cart asks (one unit each). */
async function reasons(state: string, products: FixtureProduct[]): Promise<Record<string, string>> {
  const { cartRestrictions } = await new GraphQLClient(suite.testApp.url).data(CartRestrictionsDocument, {
    state,
    productIds: products.map((p) => p.id),
  });
  return Object.fromEntries(cartRestrictions.map((line) => [line.productId, line.reason]));
}

beforeAll(async () => {
  const url = suite.testApp.app.database.url;
  compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
  listed = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Tobacco' AND p.fda_status <> 'none'`);
  unlisted = await findProduct(url, `t.name = 'Disposable Vape' AND f.name = 'Mint'`);
  fruitLiquid = await findProduct(url, `p.ends_kind = 'e-liquid' AND p.characterizing_flavour = 'other'`);
});

describe('state product directories', () => {
  it('ships a listed product to Virginia and refuses an unlisted one in the rule’s words', async () => {
    expect(await reasons('VA', [listed, unlisted])).toEqual({
      [unlisted.id]: 'Virginia allows only products listed in its directory (HB 1069 (2024) vapor product directory)',
    });
    // Arizona has no directory: both ship.
    expect(await reasons('AZ', [listed, unlisted])).toEqual({});
  });

  it('a listing staff add lets the product through at once, ending it stops it again; both audited', async () => {
    const { directoryProducts } = await compliance.client.data(DirectoryProductsDocument, {
      text: unlisted.name.slice(0, 12),
    });
    expect(directoryProducts.map((p) => p.id)).toContain(unlisted.id);

    const { addDirectoryListing } = await compliance.client.data(AddDirectoryListingDocument, {
      input: { productId: unlisted.id, stateCode: 'va', listedFrom: today(), reference: 'VA directory entry 1234' },
    });
    expect(addDirectoryListing).toMatchObject({
      productName: unlisted.name,
      stateName: 'Virginia',
      inForce: true,
      listedTo: null,
      createdBy: compliance.email,
    });
    expect(await reasons('VA', [unlisted])).toEqual({});

    const again = await compliance.client.request(AddDirectoryListingDocument, {
      input: { productId: unlisted.id, stateCode: 'VA', listedFrom: dayAfter(today(), 3), reference: 'again' },
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const { directoryListings } = await compliance.client.data(DirectoryListingsDocument, {
      filter: { stateCode: 'VA', text: unlisted.name, inForceOnly: true },
      page: { page: 1, pageSize: 10 },
    });
    expect(directoryListings.listings.map((l) => l.id)).toEqual([addDirectoryListing.id]);

    const { endDirectoryListing } = await compliance.client.data(EndDirectoryListingDocument, {
      id: addDirectoryListing.id,
    });
    expect(endDirectoryListing).toMatchObject({ inForce: false, listedTo: today() });
    expect(Object.keys(await reasons('VA', [unlisted]))).toEqual([unlisted.id]);

    const { recordHistory } = await compliance.client.data(RecordHistoryDocument, {
      recordType: 'directory-listing',
      recordId: addDirectoryListing.id,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['directory-listing.end', 'directory-listing.add']);
    expect(JSON.parse(recordHistory[0]!.before!)).toEqual({ listedTo: null });
    expect(JSON.parse(recordHistory[0]!.after!)).toEqual({ listedTo: today() });
    expect(JSON.parse(recordHistory[1]!.after!)).toMatchObject({
      productId: unlisted.id,
      stateCode: 'VA',
      reference: 'VA directory entry 1234',
    });
  });

  it('a listing dated in the future does not count yet', async () => {
    const before = await reasons('KY', [fruitLiquid]);
    expect(before[fruitLiquid.id]).toMatch(/^Kentucky allows only products listed in its directory/);
    const { addDirectoryListing } = await compliance.client.data(AddDirectoryListingDocument, {
      input: { productId: fruitLiquid.id, stateCode: 'KY', listedFrom: dayAfter(today(), 1), reference: 'KY 77' },
    });
    expect(addDirectoryListing.inForce).toBe(false);
    expect(await reasons('KY', [fruitLiquid])).toEqual(before);
  });

  it('Tennessee’s directory is dated 1 Jan 2027: not in force before', async () => {
    const { shippingRules } = await compliance.client.data(ShippingRulesDocument);
    const tennessee = shippingRules.find((r) => r.stateCode === 'TN' && r.kind === 'DIRECTORY');
    expect(tennessee).toMatchObject({ effectiveFrom: '2027-01-01', inForce: today() >= '2027-01-01' });
    if (today() < '2027-01-01') expect(await reasons('TN', [unlisted])).toEqual({});
    else expect(Object.keys(await reasons('TN', [unlisted]))).toEqual([unlisted.id]);
  });

  it('the seed lists Alabama’s e-liquids only: its directory leaves devices alone', async () => {
    expect(await reasons('AL', [unlisted])).toEqual({});
    expect(Object.keys(await reasons('AL', [fruitLiquid]))).toEqual([fruitLiquid.id]);
  });
});

describe('per-order quantity limits', () => {
  it('Virginia refuses 3 disposables in one order at placement, the cart says why, and takes 2', async () => {
    const customer = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(customer, suite.testApp.app.database.url);
    await customer.data(AddToCartDocument, { productId: listed.id, quantity: 3 });

    const { cartRestrictions } = await customer.data(CartRestrictionsDocument, { state: 'Virginia' });
    expect(cartRestrictions).toEqual([
      expect.objectContaining({
        productId: listed.id,
        reason:
          'Virginia allows at most 2 of these per order (at most 2 packages of nicotine vapor products per sale): ' +
          'reduce the quantity',
      }),
    ]);
    const refused = await customer.data(PlaceOrderDocument, { input: { idempotencyKey: 'va-3', address: VIRGINIA } });
    expect(refused.placeOrder).toMatchObject({ errors: [{ code: 'SHIPPING_RESTRICTED' }] });

    await customer.data(SetCartQuantityDocument, { productId: listed.id, quantity: 2 });
    expect((await customer.data(CartRestrictionsDocument, { state: 'VA' })).cartRestrictions).toEqual([]);
    const placed = await customer.data(PlaceOrderDocument, { input: { idempotencyKey: 'va-2', address: VIRGINIA } });
    expect(placed.placeOrder.__typename).toBe('OrderPlaced');
  });

  it('counts the quantities the client names, as the cart page asks, and refuses quantities that do not match', async () => {
    const guest = new GraphQLClient(suite.testApp.url);
    const ask = (quantities: number[] | undefined) =>
      guest.data(CartRestrictionsDocument, { state: 'VA', productIds: [listed.id], quantities });
    expect((await ask([3])).cartRestrictions.map((l) => l.productId)).toEqual([listed.id]);
    expect((await ask([2])).cartRestrictions).toEqual([]);
    expect((await ask(undefined)).cartRestrictions).toEqual([]);
    const mismatched = await guest.request(CartRestrictionsDocument, {
      state: 'VA',
      productIds: [listed.id],
      quantities: [1, 2],
    });
    expect(mismatched.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists Virginia’s two limits, each with its most units', async () => {
    const { shippingRules } = await compliance.client.data(ShippingRulesDocument);
    expect(
      shippingRules.filter((r) => r.stateCode === 'VA' && r.kind === 'QUANTITY_LIMIT').map((r) => r.maxUnits),
    ).toEqual([2, 5]);
  });
});
