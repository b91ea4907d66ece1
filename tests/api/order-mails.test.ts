import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../../api/src/config';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { AddToCartDocument, OrderPageDocument, PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { payInFull } from '../support/payments';
import { ARIZONA } from '../support/addresses';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp({ PUBLIC_URL: 'https://shop.example.com' });
let cheap: FixtureProduct;

interface Mail {
  subject: string;
  body: string;
  html_body: string | null;
}

async function mailTo(email: string): Promise<Mail[]> {
  const { rows } = await suite.db.query<Mail>(
    `SELECT subject, body, html_body FROM outgoing_mail WHERE lower(recipient) = lower($1) AND subject LIKE '%order%'
     ORDER BY id`,
    [email],
  );
  return rows;
}

async function placeOrder(): Promise<{ api: GraphQLClient; email: string; number: string; key: string }> {
  const api = new GraphQLClient(suite.testApp.url);
  const { email } = await signUpCustomer(api, suite.testApp.app.database.url);
  await api.data(AddToCartDocument, { productId: cheap.id, quantity: 2 });
  const key = `mail-${email}`;
  const placed = await api.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA } });
  if (placed.placeOrder.__typename !== 'OrderPlaced') throw new Error('not placed');
  return { api, email, number: placed.placeOrder.order.orderNumber, key };
}

beforeAll(async () => {
  cheap = await findProduct(suite.testApp.app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
});

describe('order mail', () => {
  it('confirms a placed order once, in text and HTML, with lines, totals, address and the order page link', async () => {
    const { api, email, number, key } = await placeOrder();
    // A retried submit answers the same order and records no second confirmation.
    await api.data(PlaceOrderDocument, { input: { idempotencyKey: key, address: ARIZONA } });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation!.subject).toBe(`ESI Smoke & Vape: order ${number} received`);
    expect(confirmation!.body).toContain(`2 × ${cheap.name}`);
    expect(confirmation!.body).toMatch(/Total: \$\d+\.\d{2}/);
    expect(confirmation!.body).toContain('12 Analytical Way');
    expect(confirmation!.body).toMatch(
      /Delivery: Standard shipping, expected \w{3}, \w{3} \d{1,2} – \w{3}, \w{3} \d{1,2}/,
    );
    expect(confirmation!.body).toContain(`https://shop.example.com/app/orders/${number}`);
    expect(confirmation!.html_body).toContain(`href="https://shop.example.com/app/orders/${number}"`);
    expect(confirmation!.html_body).toContain('Phoenix, AZ 85004');
  });

  it('names each promotion the order got and what it took off, as the order page does, a hostile name as text', async () => {
    const name = `<b>Spring</b> =HYPERLINK("http://x","y")`;
    const { rows } = await suite.db.query<{ id: number }>(
      `INSERT INTO promotion (status, requires_code, name, action, applies_to, percent_bp)
       VALUES ('active', false, $1, 'percent-off', 'order', 1000) RETURNING id`,
      [name],
    );
    try {
      const { api, email, number } = await placeOrder();
      const { order } = await api.data(OrderPageDocument, { orderNumber: number });
      const spring = order!.discounts.find((d) => d.name === name)!;
      expect(spring.amount).toBeGreaterThan(0);
      const [confirmation] = await mailTo(email);
      expect(confirmation!.body).toContain(`${name}: −$${(spring.amount / 100).toFixed(2)}`);
      expect(confirmation!.body).not.toContain('First-purchase discount');
      expect(confirmation!.html_body).toContain(
        '&lt;b&gt;Spring&lt;/b&gt; =HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)',
      );
      expect(confirmation!.html_body).not.toContain('<b>Spring</b>');
    } finally {
      await suite.db.query(`UPDATE promotion SET status = 'ended' WHERE id = $1`, [rows[0]!.id]);
    }
  });

  it('follows each status change, with the carrier and tracking link when shipped, and the timeline keeps every step', async () => {
    const { api, email, number } = await placeOrder();
    const orders = suite.testApp.app.services.orders;
    await orders.setStatus(number, OrderStatus.APPROVED);
    await payInFull(suite.testApp.app.services, number);
    await orders.setStatus(number, OrderStatus.SHIPPED, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    await orders.setStatus(number, OrderStatus.DELIVERED);

    const subjects = (await mailTo(email)).map((m) => m.subject.replace(/^.*— /, ''));
    expect(subjects).toEqual([expect.stringContaining('received'), 'Approved', 'Shipped', 'Delivered']);
    const shipped = (await mailTo(email))[2]!;
    expect(shipped.body).toContain('Carrier: UPS');
    expect(shipped.body).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    const { order } = await api.data(OrderPageDocument, { orderNumber: number });
    expect(order?.timeline.map((step) => step.status)).toEqual([
      'PENDING_APPROVAL',
      'APPROVED',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(order?.timeline[2]).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(order?.timeline.every((step) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(step.at))).toBe(true);
  });

  it('tells the customer of a rejection and of a refund, and the timeline ends there', async () => {
    const orders = suite.testApp.app.services.orders;
    const rejected = await placeOrder();
    await orders.setStatus(rejected.number, OrderStatus.REJECTED);
    const [, rejection] = await mailTo(rejected.email);
    expect(rejection!.subject).toBe(`ESI Smoke & Vape: order ${rejected.number} — Rejected`);
    expect(rejection!.body).toContain(
      `Your order ${rejected.number} could not be accepted; you have not been charged.`,
    );

    const refunded = await placeOrder();
    await orders.setStatus(refunded.number, OrderStatus.APPROVED);
    await orders.setStatus(refunded.number, OrderStatus.REFUNDED);
    const refund = (await mailTo(refunded.email)).at(-1)!;
    expect(refund.body).toContain(`Your order ${refunded.number} has been refunded.`);
    expect(refund.html_body).toContain(`href="https://shop.example.com/app/orders/${refunded.number}"`);
    const { order } = await refunded.api.data(OrderPageDocument, { orderNumber: refunded.number });
    expect(order?.timeline.map((step) => step.status)).toEqual(['PENDING_APPROVAL', 'APPROVED', 'REFUNDED']);
  });

  it('refuses a shipment with an unknown carrier or a tracking number that is not one, and changes nothing', async () => {
    const { email, number } = await placeOrder();
    const orders = suite.testApp.app.services.orders;
    await orders.setStatus(number, OrderStatus.APPROVED);
    await expect(
      orders.setStatus(number, OrderStatus.SHIPPED, { carrier: 'Pigeon', trackingNumber: '1234567' }),
    ).rejects.toThrow(/carrier must be one of .*USPS/);
    await expect(
      orders.setStatus(number, OrderStatus.SHIPPED, { carrier: 'USPS', trackingNumber: '<script>' }),
    ).rejects.toThrow(/tracking number/);
    expect((await mailTo(email)).map((m) => m.subject)).toHaveLength(2);
  });

  it('is recorded by the staff command, which needs the carrier and tracking number to ship', async () => {
    const { api, number } = await placeOrder();
    await suite.testApp.app.services.orders.setStatus(number, OrderStatus.APPROVED);
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/modules/orders/orders.cli.ts', ...args], {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, DATABASE_URL: suite.testApp.app.database.url, NODE_ENV: 'test' },
      });
    await expect(run('set-status', number, 'shipped')).rejects.toMatchObject({
      stderr: expect.stringMatching(/--carrier and --tracking/),
    });
    // The command asks the same rule as the desk: nothing ships unpaid.
    await expect(
      run('set-status', number, 'shipped', '--carrier', 'FedEx', '--tracking', '794698561234'),
    ).rejects.toMatchObject({ stderr: expect.stringContaining(`Order ${number} cannot ship`) });
    await payInFull(suite.testApp.app.services, number);
    const { stdout } = await run('set-status', number, 'shipped', '--carrier', 'FedEx', '--tracking', '794698561234');
    expect(stdout).toContain(`${number}: Approved -> Shipped`);
    const { order } = await api.data(OrderPageDocument, { orderNumber: number });
    expect(order?.timeline.at(-1)).toMatchObject({
      status: 'SHIPPED',
      carrier: 'FedEx',
      trackingNumber: '794698561234',
    });
  }, 30_000);
});
