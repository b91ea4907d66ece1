import { readFile } from 'node:fs/promises';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { PlaceOrderDocument } from '../../web/src/graphql/__generated__/graphql';
import { ARIZONA } from '../support/addresses';
import { payInFull } from '../support/payments';
import { OrderStatus } from '../../api/src/modules/orders/order-status.type';
import { signedInStaff } from '../support/staff';
import { openOrderAsOwner, signInToBackOffice } from './support/back-office';
import { placeCardOrder } from './support/card-order';
import { axeViolations, describeFindings } from './support/axe';
import { fillCart, logInNewCustomer, pageGraphql } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const TRACKING = '1Z999AA10123456784';
/** The shop's contracted age-verified carrier: vapour products go by none of the seeded four. */
const COURIER = 'E2E Adult-Signature Courier';

const storefront = suiteStorefront();

beforeAll(async () => {
  await storefront.app.services.carriers.add(
    { staffId: null, email: null, role: null, clientIp: 'test' },
    {
      name: COURIER,
      address: '1 Depot Road, Phoenix, AZ 85004',
      telephone: '602-555-0199',
      adultSignatureId: true,
      trackingUrlPattern: 'https://courier.example.com/track/{number}',
    },
  );
});

describe('the orders desk', () => {
  it('a staff member approves and ships an order, and the customer sees it shipped with its tracking number', async () => {
    // A customer places an order in the shop.
    const { page: shop } = await storefront.openPage();
    await shop.goto('/');
    await logInNewCustomer(shop, 'desk');
    await fillCart(shop, 1);
    const placed = await pageGraphql<{ placeOrder: { __typename: string; order?: { orderNumber: string } } }>(
      shop,
      PlaceOrderDocument,
      { input: { idempotencyKey: `desk-${Date.now()}`, address: ARIZONA } },
    );
    const orderNumber = placed.data?.placeOrder.order?.orderNumber ?? '';
    expect(orderNumber).toMatch(/^ESI-\d+$/);

    // A fulfilment clerk signs in to the back office and finds it in the list.
    const clerk = await signedInStaff(storefront.app, StaffRole.FULFILMENT);
    const { page } = await storefront.openPage({ bypassCSP: true });
    await signInToBackOffice(page, clerk);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('button', { name: /^Pending approval/ }).click();
    await page.getByLabel('Search').fill(orderNumber);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=PENDING_APPROVAL.*text=/);
    await page.getByRole('link', { name: orderNumber }).waitFor();
    expect(describeFindings(await axeViolations(page, 'orders'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-orders.png`, fullPage: true });

    // Approve (confirmed), then ship with carrier and tracking number.
    await page.getByRole('link', { name: orderNumber }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('alertdialog', { name: `Approve ${orderNumber}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await page.locator('.order-status', { hasText: 'Approved' }).waitFor();
    // Placed without a card, it is unpaid: Ship is disabled and says why, until the payment is received.
    const unpaid = page.getByRole('button', { name: 'Ship' });
    expect(await unpaid.isDisabled()).toBe(true);
    const why = await unpaid.getAttribute('aria-describedby');
    expect(await page.locator(`#${why}`).textContent()).toMatch(
      new RegExp(`^Order ${orderNumber} cannot ship: \\$\\d+\\.\\d{2} is still to pay and nothing is authorized`),
    );
    await payInFull(storefront.app.services, orderNumber);
    await page.reload();
    // Playwright's click waits for the button to be enabled.
    await page.getByRole('button', { name: 'Ship' }).click();
    const ship = page.getByRole('dialog', { name: 'Ship the order' });
    // The vapes in the cart may go only by a carrier with adult signature and ID check: only it is offered, the
    // others are listed with why not.
    await ship.getByRole('option', { name: COURIER }).waitFor({ state: 'attached' });
    expect(await ship.getByRole('option').allTextContents()).toEqual([COURIER]);
    await ship.getByText(/^Not for this order/).click();
    await ship.getByText(/^UPS does not deliver with an adult's signature and ID check/).waitFor();
    await ship.getByText(/^USPS may not carry vapour products at all/).waitFor();
    expect(describeFindings(await axeViolations(page, 'ship dialog'))).toEqual([]);
    await ship.getByLabel('Tracking number').fill(TRACKING);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await page.locator('.order-status', { hasText: 'Shipped' }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText(`${COURIER} ${TRACKING}`).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('order.ship').waitFor();
    expect(describeFindings(await axeViolations(page, 'order'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-order.png`, fullPage: true });

    // The packing slip prints the order's lines and where it goes.
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await page.getByRole('heading', { name: `Packing slip · ${orderNumber}` }).waitFor();
    await page.getByText(ARIZONA.address).waitFor();
    await page.getByText(/^CIGARETTES\/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES/).waitFor();
    // The seller's trade name, from its setting (here still the development example, which says so).
    await page.getByText('ESI Smoke & Vape (example: set SELLER_TRADE_NAME)', { exact: true }).waitFor();
    // … and the screen says so before anyone prints it.
    await page
      .getByRole('alert')
      .filter({ hasText: /development examples of the seller’s settings/ })
      .waitFor();

    // The shipping label: sender, recipient, the shipment, the adult-signature notice and the federal text.
    await page.goto(`/admin/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Shipping label' }).click();
    await page.getByRole('heading', { name: `Shipping label ${orderNumber}` }).waitFor();
    const label = page.getByRole('article', { name: `Label of ${orderNumber}` });
    await label.getByRole('region', { name: 'To' }).getByText(ARIZONA.address).waitFor();
    await label.getByText(`${COURIER} ${TRACKING}`, { exact: false }).waitFor();
    await label.getByText('ADULT SIGNATURE REQUIRED (21+) · GOVERNMENT PHOTO ID REQUIRED').waitFor();
    await label.getByText(/^CIGARETTES\/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES/).waitFor();
    expect(describeFindings(await axeViolations(page, 'shipping label'))).toEqual([]);

    // The month's PACT report for Arizona now holds the shipment: listed, downloaded as CSV, printable.
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'PACT reports' }).click();
    await page.getByRole('heading', { name: 'PACT reports' }).waitFor();
    const month = new Date().toISOString().slice(0, 7);
    const csvLink = page.getByRole('link', { name: `Download the CSV of Arizona ${month}` });
    await csvLink.waitFor();
    expect(describeFindings(await axeViolations(page, 'pact-reports'))).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toMatch(/^state,city,zip,recipientName,/);
    expect(csv).toContain(`${COURIER},"1 Depot Road, Phoenix, AZ 85004",602-555-0199,${orderNumber},`);
    await page.getByRole('link', { name: `Open the report of Arizona ${month}` }).click();
    await page.getByRole('heading', { name: `PACT Act monthly report: Arizona, ${month}` }).waitFor();
    await page.getByRole('heading', { name: `${ARIZONA.city} ${ARIZONA.zipcode}` }).waitFor();
    expect(describeFindings(await axeViolations(page, 'pact-report'))).toEqual([]);

    // A clerk reads the parcel label statement, and may not confirm it.
    const statement = page.getByRole('region', { name: 'Parcel label statement' });
    await page.goto('/admin/compliance/reports');
    await statement.getByText(/^CIGARETTES\/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES/).waitFor();
    expect(await statement.getByRole('button', { name: 'Confirm or change' }).count()).toBe(0);

    // The customer sees it shipped, with the tracking number.
    await shop.goto(`/app/orders/${orderNumber}`);
    await shop.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    await shop.getByText(`${COURIER} · ${TRACKING}`).waitFor();
    await shop.getByText('Shipped', { exact: true }).first().waitFor();
  });

  it('an owner refunds one line of a paid, shipped and settled order, confirmed first, and the customer sees the refund', async () => {
    const { shop, orderNumber } = await placeCardOrder(storefront, 'refund', 2);
    const { orders } = storefront.app.services;
    await orders.setStatus(orderNumber, OrderStatus.APPROVED);
    await orders.setStatus(orderNumber, OrderStatus.SHIPPED, { carrier: COURIER, trackingNumber: TRACKING });
    // The gateway's nightly batch: after it, a part of the charge can be refunded.
    storefront.app.paymentSandbox!.settle();

    const page = await openOrderAsOwner(storefront, orderNumber);
    const panel = page.getByRole('region', { name: 'Payment' });
    await panel.getByText(/^Captured · sandbox · Visa ···· 1111/).waitFor();
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${orderNumber}` });
    await dialog
      .getByLabel(/\(of 1\)/)
      .first()
      .fill('1');
    await dialog.getByLabel('Put the units back in stock').check();
    await dialog.getByLabel('Reason (sent to the customer)').fill('Arrived damaged');
    await dialog.getByRole('button', { name: 'Review the refund' }).click();
    const confirm = dialog.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
    await confirm.waitFor();
    const amount = ((await confirm.textContent()) ?? '').replace('Refund ', '');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-order-refund.png`, fullPage: true });
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('Captured, partly refunded').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('payment.refund').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-order-payment.png`, fullPage: true });

    // The Payments list finds it by its number, the filter kept in the address.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(new RegExp(`text=${orderNumber}`));
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    await row.getByText('Captured, partly refunded').waitFor();
    expect(describeFindings(await axeViolations(page, 'payments'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-payments.png`, fullPage: true });

    await shop.goto(`/app/orders/${orderNumber}`);
    const paid = shop.getByRole('region', { name: 'Payment' });
    await paid.getByText(`${amount} refunded on`, { exact: false }).waitFor();
    expect(await paid.textContent()).toContain('Arrived damaged');
  });

  it('a compliance officer confirms a new wording of the parcel label statement, which the trail keeps', async () => {
    const officer = await signedInStaff(storefront.app, StaffRole.COMPLIANCE);
    // Axe runs as an inline script, which the back office's policy refuses.
    const { page } = await storefront.openPage({ bypassCSP: true });
    await signInToBackOffice(page, officer);
    await page.getByRole('heading', { name: /^Hello/ }).waitFor();
    await page.goto('/admin/compliance/reports');
    const panel = page.getByRole('region', { name: 'Parcel label statement' });
    await panel.getByText('Not confirmed yet: check the wording against the law and confirm it.').waitFor();
    await panel.getByRole('button', { name: 'Confirm or change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the parcel label statement' });
    const box = dialog.getByLabel('Statement');
    const seeded = await box.inputValue();
    expect(seeded).toMatch(/^CIGARETTES\/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES/);
    const amended = seeded.replace('CIGARETTES/SMOKELESS', 'CIGARETTES/NICOTINE/SMOKELESS');
    await box.fill(amended);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText(amended, { exact: true }).waitFor();
    await panel.getByText(/^Confirmed by Test compliance on /).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('parcel-label.confirm').waitFor();
    expect(describeFindings(await axeViolations(page, 'parcel label statement'))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-parcel-label.png`, fullPage: true });
  });

  it('works on a 390-pixel phone: the orders, an order, the PACT reports and the staff fit, their actions in reach', async () => {
    const owner = await signedInStaff(storefront.app, StaffRole.OWNER);
    const { page } = await storefront.openPage({ width: 390, height: 844 });
    await signInToBackOffice(page, owner);
    await page.getByRole('heading', { name: /^Hello/ }).waitFor();
    // An order of its own (the test may run alone), written as checkout leaves one.
    const [order] = await storefront.app.services.sql.query<{ orderNumber: string }>(
      `WITH c AS (INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
         VALUES ('phone.desk@example.com', 'Phoebe', 'Narrowscreen-Longname', '1980-01-01', 'x') RETURNING id)
       INSERT INTO customer_order (order_number, customer_id, status, ship_first_name, ship_last_name, ship_address,
         ship_city, ship_state_code, ship_state_name, ship_zipcode, item_count, subtotal_cents, discount_cents,
         shipping_cents, total_cents)
       SELECT 'ESI-PHONE-1', id, 'Pending Approval', 'Phoebe', 'Narrowscreen-Longname', '1 Main St', 'Phoenix', 'AZ',
         'Arizona', '85004', 1, 2500, 0, 799, 3299 FROM c
       RETURNING order_number AS "orderNumber"`,
    );
    const fits = async (name: string) => {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-${name}-phone.png`, fullPage: true });
      expect({ name, fits: await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth') }).toEqual({
        name,
        fits: true,
      });
    };
    /** The control lies within the screen's width, so a thumb reaches it without scrolling sideways. */
    const inReach = async (control: ReturnType<typeof page.getByRole>) => {
      const box = (await control.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    };

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Before you sell' }).waitFor();
    await fits('start');
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: order!.orderNumber }).waitFor();
    await inReach(page.getByRole('link', { name: order!.orderNumber }));
    await fits('orders');
    await page.goto(`/admin/orders/${order!.orderNumber}`);
    await page.getByRole('heading', { name: `Order ${order!.orderNumber}` }).waitFor();
    await fits('order');
    await page.goto('/admin/compliance/reports');
    await page.getByRole('heading', { name: 'PACT reports' }).waitFor();
    await fits('pact-reports');
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(owner.email.replace(/\./g, '\\.')) });
    await row.waitFor();
    await fits('staff');
    await inReach(row.getByRole('button').first());
  });
});
