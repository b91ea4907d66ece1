import { AppError, badInput, notFound } from '../../errors';
import type { CatalogService } from '../../modules/catalog/catalog.service';
import { assertOwnId, requireOwnSession, sameId } from '../legacy-fields';
import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';
import { type KeyedLine, legacyOrderKey } from './legacy-order-key';
import { type LegacyOrderLine, parseOrderData } from './legacy-order-data';

/** Product ids for the lines: the id when given, else the product of that exact name. */
async function resolveLines(lines: readonly LegacyOrderLine[], catalog: CatalogService): Promise<KeyedLine[]> {
  const named = lines.flatMap((l) => (l.id ? [] : [l.item ?? '']));
  const products = await catalog.productsByName(named);
  let at = 0;
  return lines.map((line) => {
    if (line.id) return { productId: line.id, quantity: line.qty };
    const product = products[at++];
    if (!product) throw notFound(`There is no product named "${line.item}".`);
    return { productId: product.id, quantity: line.qty };
  });
}

/** Call 10: orders the lines sent (not the cart) at catalogue prices to a saved address. */
export const placeOrderCall: LegacyCall = async ({ fields, ctx, headers }, { catalog, placeOrders }) => {
  const session = await requireOwnSession(ctx, fields, 'logid');
  const data = parseOrderData(fields.required('data'));
  if (data.logid !== undefined) assertOwnId(session, data.logid);
  const shipId = fields.optional('shipid') || data.shipid;
  if (!shipId) throw badInput('The field "shipid" is required.');
  if (data.shipid !== undefined && !sameId(data.shipid, shipId)) {
    throw badInput('The "shipid" in data differs from the field "shipid".');
  }
  const lines = await resolveLines(data.lines, catalog);
  const outcome = await placeOrders.theseLines(session.customerId, {
    ...legacyOrderKey(headers, session.customerId, shipId, lines),
    shipTo: { addressId: shipId.trim() },
    lines,
  });
  if (!outcome.ok) {
    // The legacy answer has room for a message only: the photo-ID page goes in it.
    if ('documentUrl' in outcome)
      throw new AppError('UNPROCESSABLE', `${outcome.problems[0]!.message} ${outcome.documentUrl}`);
    throw refusal(outcome.problems);
  }
  return { body: { status: 'success', message: 'Order placed', orderno: outcome.value.orderNumber } };
};
