import { randomBytes } from 'node:crypto';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { AdminOrderDocument, RecordPaymentDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { AddToCartDocument, OrderPageDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

// The shop that takes no card online: orders are placed awaiting a payment staff record.
const suite = useSuiteApp({ PAYMENT_PROVIDER: 'manual' });
let owner: SignedInStaff;
beforeAll(async () => {
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

describe('payments received by other means', () => {
  it('are recorded by staff with their reference, never beyond what is owed, once per reference, audited', async () => {
    expect(suite.testApp.app.paymentSandbox).toBeUndefined();
    const product = await findProduct(
      suite.testApp.app.database.url,
      'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
    );
    const shop = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(shop, suite.testApp.app.database.url);
    await shop.data(AddToCartDocument, { productId: product.id, quantity: 1 });
    const { placeOrder } = await shop.data(PlaceOrderDocument, {
      input: { idempotencyKey: randomBytes(8).toString('hex'), address: ARIZONA },
    });
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));
    const { orderNumber, total } = placeOrder.order;
    expect((await owner.client.data(AdminOrderDocument, { orderNumber })).order?.payment).toMatchObject({
      state: 'UNPAID',
      due: total,
    });

    const over = await owner.client.request(RecordPaymentDocument, {
      orderNumber,
      input: { amount: total + 1, reference: 'MO-1' },
    });
    expect(over.errors?.[0]?.message).toMatch(/cannot be recorded beyond it/);
    const input = { amount: total, reference: 'MO-12345', note: 'Money order by post' };
    const { recordPayment } = await owner.client.data(RecordPaymentDocument, { orderNumber, input });
    expect(recordPayment).toMatchObject({ state: 'CAPTURED', charged: total, due: 0, provider: 'manual' });
    // A double click records it once.
    await owner.client.data(RecordPaymentDocument, { orderNumber, input });
    const { rows } = await suite.db.query(
      `SELECT 1 FROM audit_event WHERE record_id = $1 AND operation = 'payment.manual'`,
      [orderNumber],
    );
    expect(rows).toHaveLength(1);
    expect((await shop.data(OrderPageDocument, { orderNumber })).order?.payment).toMatchObject({
      state: 'CAPTURED',
      charged: total,
    });
    const clerk = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const refused = await clerk.client.request(RecordPaymentDocument, {
      orderNumber,
      input: { amount: 1, reference: 'x' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
