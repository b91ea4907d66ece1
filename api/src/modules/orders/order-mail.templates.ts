import { type MailMessage, SHOP_NAME, htmlLayout, layout, safeHtml } from '../mail/mail.templates';
import { OrderStatus } from './order-status.type';
import type { Order } from './order.types';
import { type Shipment, trackingUrl } from '../shipping/shipment.rules';
import { inDollars } from '../../common/dollars';

/** The order page, where every mail about an order links. */
export const orderPageUrl = (publicUrl: string, orderNumber: string): string =>
  `${publicUrl}/app/orders/${encodeURIComponent(orderNumber)}`;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Standard shipping, expected Fri, Nov 27 – Tue, Dec 1", or the method alone for orders placed before windows. */
function deliveryText({ delivery }: Order): string {
  const { name, estimatedFrom, estimatedTo } = delivery;
  if (!estimatedFrom || !estimatedTo) return name;
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));
  return `${name}, expected ${day(estimatedFrom)} – ${day(estimatedTo)}`;
}

/** The promotions that took money off the lines (free shipping shows as the shipping's "free"). */
const moneyOff = (order: Order): Order['discounts'] => order.discounts.filter((d) => !d.freeShipping && d.amount > 0);

/** A discount as the order page names it: the promotion, and the code that gave it. */
const discountLabel = (d: Order['discounts'][number]): string => (d.code ? `${d.name} (${d.code})` : d.name);

function summaryText(order: Order): string[] {
  const { shipTo } = order;
  return [
    ...order.lines.map((l) => `  ${l.quantity} × ${l.name} — ${inDollars(l.lineTotal)}`),
    '',
    `Subtotal: ${inDollars(order.subtotal)}`,
    ...moneyOff(order).map((d) => `${discountLabel(d)}: −${inDollars(d.amount)}`),
    `Shipping: ${order.shipping ? inDollars(order.shipping) : 'free'}`,
    ...order.taxes.map((t) => `${t.name}: ${inDollars(t.amount)}`),
    `Total: ${inDollars(order.total)}`,
    '',
    `Delivery: ${deliveryText(order)}`,
    'Ship to:',
    `  ${shipTo.firstName} ${shipTo.lastName}`,
    `  ${shipTo.address}`,
    `  ${shipTo.city}, ${shipTo.state} ${shipTo.zipcode}`,
  ];
}

function summaryHtml(order: Order): string {
  const row = (label: string, amount: string, cell = 'td') =>
    `<tr><${cell} style="text-align:left">${label}</${cell}><${cell} style="text-align:right">${amount}</${cell}></tr>`;
  const rows = order.lines.map((l) => row(safeHtml`${l.quantity} × ${l.name}`, safeHtml`${inDollars(l.lineTotal)}`));
  const totals = [
    row('Subtotal', inDollars(order.subtotal)),
    ...moneyOff(order).map((d) => row(safeHtml`${discountLabel(d)}`, `−${inDollars(d.amount)}`)),
    row('Shipping', order.shipping ? inDollars(order.shipping) : 'free'),
    ...order.taxes.map((t) => row(safeHtml`${t.name}`, inDollars(t.amount))),
    row('Total', inDollars(order.total), 'th'),
  ];
  const { shipTo } = order;
  const address = [
    safeHtml`${shipTo.firstName} ${shipTo.lastName}`,
    safeHtml`${shipTo.address}`,
    safeHtml`${shipTo.city}, ${shipTo.state} ${shipTo.zipcode}`,
  ];
  return (
    `<table style="width:100%;border-collapse:collapse">${rows.join('')}${totals.join('')}</table>` +
    safeHtml`<p><strong>Delivery</strong><br>${deliveryText(order)}</p>` +
    `<p><strong>Ship to</strong><br>${address.join('<br>')}</p>`
  );
}

/**
 * The confirmation sent when an order is placed. `awaitingPayment`: placed without a payment where the shop takes
 * cards online (the legacy call): the mail asks the customer to pay on the order page, behind sign-in.
 */
export function orderConfirmationMail(
  to: string,
  order: Order,
  publicUrl: string,
  awaitingPayment = false,
): MailMessage {
  const link = orderPageUrl(publicUrl, order.orderNumber);
  const heading = `Thank you for your order ${order.orderNumber}`;
  const pay = `Your order is awaiting payment: please pay ${inDollars(order.total)} on your order page (sign in first). We ship it once it is paid.`;
  return {
    to,
    subject: `${SHOP_NAME}: order ${order.orderNumber} received`,
    text: layout([
      `${heading}.`,
      'We have received it and will let you know as soon as it is approved.',
      ...(awaitingPayment ? ['', pay, `Pay for your order: ${link}`] : []),
      '',
      ...summaryText(order),
      '',
      `Follow your order: ${link}`,
    ]),
    html: htmlLayout(
      heading,
      safeHtml`<p>We have received it and will let you know as soon as it is approved.</p>` +
        (awaitingPayment ? safeHtml`<p>${pay}</p><p><a href="${link}">Pay for your order</a></p>` : '') +
        summaryHtml(order) +
        safeHtml`<p><a href="${link}">Follow your order</a></p>`,
    ),
  };
}

const STATUS_NEWS: Record<OrderStatus, string> = {
  [OrderStatus.PENDING_APPROVAL]: 'is waiting for approval',
  [OrderStatus.APPROVED]: 'has been approved and is being prepared',
  [OrderStatus.SHIPPED]: 'is on its way',
  [OrderStatus.DELIVERED]: 'has been delivered',
  [OrderStatus.REJECTED]: 'could not be accepted; you have not been charged',
  [OrderStatus.REFUNDED]: 'has been refunded',
};

/** The mail sent when staff move an order to a new status. */
export function orderStatusMail(
  to: string,
  order: Order,
  step: { shipment: Shipment | null; reason: string | null },
  publicUrl: string,
): MailMessage {
  const { shipment, reason } = step;
  const link = orderPageUrl(publicUrl, order.orderNumber);
  const news = `Your order ${order.orderNumber} ${STATUS_NEWS[order.status]}.`;
  const why = reason ? [`Reason: ${reason}`] : [];
  const tracking = shipment
    ? trackingUrl(shipment.carrier, shipment.trackingNumber, shipment.trackingUrlPattern)
    : null;
  const shipped = shipment
    ? [
        `Carrier: ${shipment.carrier}`,
        `Tracking number: ${shipment.trackingNumber}`,
        ...(tracking ? [`Track it: ${tracking}`] : []),
      ]
    : [];
  return {
    to,
    subject: `${SHOP_NAME}: order ${order.orderNumber} — ${order.status}`,
    text: layout([
      news,
      ...why,
      ...(shipped.length ? ['', ...shipped] : []),
      '',
      ...summaryText(order),
      '',
      `Your order: ${link}`,
    ]),
    html: htmlLayout(
      news,
      (reason ? safeHtml`<p>Reason: ${reason}</p>` : '') +
        (shipment
          ? safeHtml`<p>Carrier: ${shipment.carrier}<br />Tracking number: ${shipment.trackingNumber}</p>` +
            (tracking ? safeHtml`<p><a href="${tracking}">Track your parcel</a></p>` : '')
          : '') +
        summaryHtml(order) +
        safeHtml`<p><a href="${link}">See your order</a></p>`,
    ),
  };
}
