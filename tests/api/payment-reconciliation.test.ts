import { randomBytes } from 'node:crypto';
import { AuthorizeNetGateway } from '../../api/src/modules/payments/authorizenet.transport';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  PaymentReconciliationDocument,
  ReconcilePaymentsDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { findProduct } from '../support/catalog-fixtures';
import { sandboxPaidOrder } from '../support/payments';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let owner: SignedInStaff;
beforeAll(async () => {
  owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
});

const sandbox = () => suite.testApp.app.paymentSandbox!;
const gateway = () =>
  new AuthorizeNetGateway({
    url: sandbox().apiUrl,
    apiLoginId: sandbox().apiLoginId,
    transactionKey: sandbox().transactionKey,
    timeoutMs: 2_000,
  });

async function paidOrder(): Promise<string> {
  const product = await findProduct(
    suite.testApp.app.database.url,
    'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
  );
  return (await sandboxPaidOrder(suite.testApp, product.id)).number;
}

describe('the daily reconciliation', () => {
  it('voids an authorization whose placement crashed before its order committed, and lists what differs from the gateway', async () => {
    // A placement that crashed: its call was recorded and reached the gateway, its order never committed.
    const reference = `crash${randomBytes(6).toString('hex')}`;
    const orphanNumber = `ESI-9${randomBytes(3).toString('hex')}`;
    await suite.db.query(
      `INSERT INTO payment_event (order_number, provider, operation, outcome, reference, amount_cents, actor, at)
       VALUES ($1, 'sandbox', 'authorize', 'requested', $2, 0, 'customer', now() - interval '10 minutes')`,
      [orphanNumber, reference],
    );
    const token = await sandbox().tokenize(SANDBOX_CARDS.approve);
    const party = { firstName: 'A', lastName: 'B', address: '1 St', city: 'Phoenix', state: 'AZ', zip: '85004' };
    const orphan = await gateway().authorize({
      reference,
      orderNumber: orphanNumber,
      amountCents: 1_234,
      taxCents: 0,
      shippingCents: 0,
      payment: { token: { descriptor: token.dataDescriptor, value: token.dataValue } },
      lines: [],
      customer: { id: 'c', email: null },
      billTo: party,
      shipTo: party,
      customerIp: null,
    });
    // An order captured at the gateway behind the shop's back (its Merchant Interface): the ledger says authorized.
    const number = await paidOrder();
    const transId = sandbox()
      .transactions()
      .find((t) => t.invoiceNumber === number)!.transId;
    await gateway().capture('elsewhere', transId, 100);

    const { reconcilePayments } = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(reconcilePayments?.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNumber: orphanNumber, transactionId: orphan.transactionId, action: 'voided' }),
        expect.objectContaining({
          orderNumber: number,
          transactionId: transId,
          gateway: expect.stringMatching(/^capturedPendingSettlement/),
        }),
      ]),
    );
    expect(
      sandbox()
        .transactions()
        .find((t) => t.transId === orphan.transactionId)?.status,
    ).toBe('voided');
    // The back office reads the same run; a second run finds the crash settled.
    const { paymentReconciliation } = await owner.client.data(PaymentReconciliationDocument, {});
    expect(paymentReconciliation?.mismatches).toHaveLength(reconcilePayments!.mismatches.length);
    const again = await owner.client.data(ReconcilePaymentsDocument, {});
    expect(again.reconcilePayments?.mismatches.map((m) => m.orderNumber)).not.toContain(orphanNumber);
  });
});
