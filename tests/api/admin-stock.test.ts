import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AdjustStockDocument,
  type AdjustStockInput,
  AdminProductDocument,
  RecordHistoryDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { findProducts } from '../support/catalog-fixtures';
import { signedInShoppers } from '../support/shoppers';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let staff: SignedInStaff;
let productIds: string[];
let keys = 0;

beforeAll(async () => {
  staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
  // General goods every state takes, so no shipping rule refuses the racing orders.
  productIds = (await findProducts(suite.testApp.app.database.url, `t.name IS NULL AND p.stock >= 20`, 4)).map(
    (p) => p.id,
  );
});

const stockOf = async (id: string) =>
  (await suite.db.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [id])).rows[0]!.stock;
const setStock = (id: string, stock: number) =>
  suite.db.query(`UPDATE product SET stock = $2 WHERE id = $1`, [id, stock]);
const movements = async (id: string) =>
  (
    await suite.db.query<{ change: number; reason: string; level_after: number }>(
      `SELECT change, reason, level_after FROM stock_movement WHERE product_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;
const adjust = async (input: AdjustStockInput) => (await staff.client.data(AdjustStockDocument, { input })).adjustStock;

describe('stock adjustments', () => {
  it('record a movement with who, why and the level after, audited with before and after', async () => {
    const id = productIds[0]!;
    await setStock(id, 7);
    const result = await adjust({ productId: id, change: 5, reason: 'RECEIVED', note: 'Pallet 12' });
    expect(result).toMatchObject({ __typename: 'AdminProduct', stock: 12 });
    const { product } = await staff.client.data(AdminProductDocument, { id });
    expect(product?.stockLedger[0]).toMatchObject({
      change: 5,
      reason: 'RECEIVED',
      note: 'Pallet 12',
      staffEmail: staff.email,
      levelAfter: 12,
    });
    const { recordHistory } = await staff.client.data(RecordHistoryDocument, { recordType: 'product', recordId: id });
    expect(recordHistory[0]).toMatchObject({ operation: 'stock.adjust', staffEmail: staff.email });
    expect(JSON.parse(recordHistory[0]!.before!)).toEqual({ stock: 7 });
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({ stock: 12, change: 5, reason: 'received' });
  });

  it('never take stock below zero, and change nothing when refused', async () => {
    const id = productIds[1]!;
    await setStock(id, 2);
    const before = await movements(id);
    const result = await adjust({ productId: id, change: -3, reason: 'DAMAGED' });
    expect(result.__typename === 'InputErrors' && result.errors).toEqual([
      expect.objectContaining({ field: 'change', code: 'STOCK_BELOW_ZERO' }),
    ]);
    const order = await adjust({ productId: id, change: -1, reason: 'ORDER' });
    expect(order.__typename === 'InputErrors' && order.errors.map((e) => e.field)).toEqual(['reason']);
    expect(await stockOf(id)).toBe(2);
    expect(await movements(id)).toEqual(before);
    expect(await adjust({ productId: id, change: -2, reason: 'COUNT_CORRECTION' })).toMatchObject({ stock: 0 });
  });

  it('do not move stock twice when a request is retried with its key', async () => {
    const id = productIds[2]!;
    await setStock(id, 10);
    const input: AdjustStockInput = {
      productId: id,
      change: 4,
      reason: 'RETURNED',
      requestKey: `retry-${++keys}-${Date.now()}`,
    };
    await Promise.all([adjust(input), adjust(input)].map((p) => p.catch(() => null)));
    await adjust(input);
    expect(await stockOf(id)).toBe(14);
    expect((await movements(id)).filter((m) => m.reason === 'returned')).toHaveLength(1);
  });

  it('race with orders without losing a unit: the ledger adds up to the shelf', async () => {
    const id = productIds[3]!;
    await setStock(id, 10);
    const before = (await movements(id)).length;
    const crowd = await signedInShoppers(suite, 12);
    await Promise.all(crowd.map(({ api }) => api.data(AddToCartDocument, { productId: id, quantity: 1 })));
    const [orders, damaged, received] = await Promise.all([
      Promise.all(
        crowd.map(({ api }) =>
          api.data(PlaceOrderDocument, { input: { idempotencyKey: `race-${++keys}-${Date.now()}`, address: ARIZONA } }),
        ),
      ),
      Promise.all(Array.from({ length: 6 }, () => adjust({ productId: id, change: -1, reason: 'DAMAGED' }))),
      Promise.all(Array.from({ length: 3 }, () => adjust({ productId: id, change: 2, reason: 'RECEIVED' }))),
    ]);
    const placed = orders.filter((r) => r.placeOrder.__typename === 'OrderPlaced').length;
    const taken = damaged.filter((r) => r.__typename === 'AdminProduct').length;
    expect(received.every((r) => r.__typename === 'AdminProduct')).toBe(true);
    // Every unit is accounted for: what came in minus what left is the shelf, and no movement left it below zero.
    expect(await stockOf(id)).toBe(10 + 6 - placed - taken);
    const moved = (await movements(id)).slice(before);
    expect(moved.filter((m) => m.reason === 'order')).toHaveLength(placed);
    expect(moved.filter((m) => m.reason === 'damaged')).toHaveLength(taken);
    expect(10 + moved.reduce((total, m) => total + m.change, 0)).toBe(await stockOf(id));
    expect(moved.every((m) => m.level_after >= 0)).toBe(true);
    expect(placed + taken).toBeGreaterThan(0);
  }, 60_000);
});
