import { notFound } from '../../errors';
import { requireOwnSession } from '../legacy-fields';
import type { LegacyCall } from '../legacy-types';
import { money } from '../legacy-shapes';

/** Call 12: the dashboard counters and every order of the customer, newest first. */
export const ordersDashboardCall: LegacyCall = async ({ fields, ctx }, { orders }) => {
  const { customerId } = await requireOwnSession(ctx, fields, 'logid');
  const [counters, summaries] = await Promise.all([orders.counters(customerId), orders.summaries(customerId)]);
  return {
    body: {
      Dashboard: [
        {
          pending: counters.pending,
          delivered: counters.delivered,
          undelivered: counters.undelivered,
          rejected: counters.refund,
        },
      ],
      Orders: summaries.length
        ? summaries.map((o) => ({
            orderno: o.orderNumber,
            date: o.placedAt.slice(0, 10), // placedAt is UTC ISO 8601: its date part
            qty: o.itemCount,
            amount: money(o.total),
            status: o.status,
          }))
        : [{ body: 'No Record' }],
    },
  };
};

/** Call 13: one of the customer's own orders, line by line; any other number is not found. */
export const orderDetailCall: LegacyCall = async ({ fields, ctx }, { orders }) => {
  const { customerId } = await requireOwnSession(ctx, fields, 'logid');
  const order = await orders.detail(customerId, fields.required('orderno'));
  if (!order) throw notFound('That order was not found.');
  const { shipTo } = order;
  return {
    body: {
      Orders: order.lines.map((line) => ({
        id: line.id,
        itemname: line.name,
        qty: line.quantity,
        rate: money(line.unitPrice),
        amount: money(line.lineTotal),
        status: order.status,
      })),
      Shipping: [
        {
          firstname: shipTo.firstName,
          lastname: shipTo.lastName,
          zipcode: shipTo.zipcode,
          address: shipTo.address,
          city: shipTo.city,
          statename: shipTo.stateName,
        },
      ],
    },
  };
};
