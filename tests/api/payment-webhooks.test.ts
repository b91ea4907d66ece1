import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '../../api/src/modules/payments/sandbox-cards.rules';
import { webhookSignature } from '../../api/src/modules/payments/payment-webhook.service';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { RejectOrderDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { findProduct } from '../support/catalog-fixtures';
import { sandboxPaidOrder } from '../support/payments';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const sandbox = () => suite.testApp.app.paymentSandbox!;
const endpoint = () => `${suite.testApp.url}/webhooks/authorizenet`;

/** An order paid with the card the sandbox holds for review. */
async function heldOrder(): Promise<{ number: string; transId: string }> {
  const product = await findProduct(
    suite.testApp.app.database.url,
    'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
  );
  const { number } = await sandboxPaidOrder(suite.testApp, product.id, SANDBOX_CARDS.held);
  return {
    number,
    transId: sandbox()
      .transactions()
      .find((t) => t.invoiceNumber === number)!.transId,
  };
}

const state = async (number: string) => {
  const amounts = await suite.testApp.app.services.paymentLedger.amounts(number, 0);
  return amounts.status;
};
const rowsOf = async (number: string) =>
  (await suite.db.query(`SELECT id FROM payment_event WHERE order_number = $1`, [number])).rows.length;

const post = (body: string, signature: string | null) =>
  fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-anet-signature': signature } : {}) },
    body,
  });

describe("Authorize.Net's webhooks", () => {
  it('release a held payment when staff approve it at the gateway, re-reading the transaction', async () => {
    const { number, transId } = await heldOrder();
    expect(await state(number)).toBe('HELD');
    await sandbox().reviewHeld(transId, 'approve');
    expect(await state(number)).toBe('AUTHORIZED');
    const { rows } = await suite.db.query<{ operation: string; actor: string }>(
      `SELECT operation, actor FROM payment_event WHERE order_number = $1 AND actor = 'webhook' ORDER BY id`,
      [number],
    );
    expect(rows.map((r) => r.operation)).toEqual(['webhook', 'authorize']);
  });

  it('void a held payment staff decline at the gateway', async () => {
    const { number, transId } = await heldOrder();
    await sandbox().reviewHeld(transId, 'decline');
    expect(await state(number)).toBe('VOIDED');
  });

  it('record a void made by rejecting the order once, though its notification comes before the rejection commits', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const product = await findProduct(
      suite.testApp.app.database.url,
      'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL',
    );
    const { number } = await sandboxPaidOrder(suite.testApp, product.id);
    // The sandbox notifies the void as it makes it, while Reject's unit of work is still open.
    await owner.client.data(RejectOrderDocument, { orderNumber: number, reason: 'Cannot ship there' });
    const transId = sandbox()
      .transactions()
      .find((t) => t.invoiceNumber === number)!.transId;
    const delivery = sandbox()
      .deliveries()
      .find((d) => d.body.includes('payment.void.created') && d.body.includes(transId))!;
    // Sent again, it is recorded once both have been handled (whichever of the two comes first).
    expect((await post(delivery.body, delivery.signature)).status).toBe(200);
    const { rows } = await suite.db.query<{ actor: string; outcome: string }>(
      `SELECT actor, outcome FROM payment_event WHERE order_number = $1 AND operation = 'void' ORDER BY id`,
      [number],
    );
    expect(rows.map((r) => `${r.actor} ${r.outcome}`)).toEqual(['staff requested', 'staff approved']);
    expect(await state(number)).toBe('VOIDED');
  });

  it('record a delivery once: a replay answers 200 and changes nothing', async () => {
    const { number, transId } = await heldOrder();
    await sandbox().reviewHeld(transId, 'approve');
    const delivery = sandbox().deliveries().at(-1)!;
    const before = await rowsOf(number);
    const replay = await post(delivery.body, delivery.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ outcome: 'duplicate' });
    expect(await rowsOf(number)).toBe(before);
  });

  it('refuse a forged delivery, a changed body and a missing signature, and change nothing', async () => {
    const { number, transId } = await heldOrder();
    const body = JSON.stringify({
      notificationId: randomBytes(16).toString('hex'),
      eventType: 'net.authorize.payment.fraud.approved',
      payload: { id: transId, entityName: 'transaction' },
    });
    const before = await rowsOf(number);
    expect((await post(body, webhookSignature('not-the-key', body))).status).toBe(401);
    expect(
      (await post(body.replace('approved', 'declined'), webhookSignature(sandbox().signatureKey, body))).status,
    ).toBe(401);
    expect((await post(body, null)).status).toBe(401);
    expect(await rowsOf(number)).toBe(before);
    expect(await state(number)).toBe('HELD');
    // Signed with the key, in lower case as well: accepted, and the gateway's record (still held) moves nothing.
    const signed = await post(
      body,
      webhookSignature(sandbox().signatureKey, body).toLowerCase().replace('sha512=', 'sha512='),
    );
    expect(signed.status).toBe(200);
    expect(await state(number)).toBe('HELD');
  });
});
