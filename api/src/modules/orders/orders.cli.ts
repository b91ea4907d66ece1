import { runCli, withDatabase } from '../../db/run-command';
import { AppError } from '../../errors';
import { createServices } from '../../services';
import { carriesVapour } from '../shipping/carrier-fitness.rules';
import { ORDER_TRANSITIONS } from './order.service';
import { OrderStatus } from './order-status.type';

const USAGE = `usage: npm run orders -- set-status <order number> <status> [--carrier <name or id> --tracking <number>] [--reason <text>]
       npm run orders -- list [count]
       npm run orders -- carriers     the carriers to ship with (an order with a vapour product: adult signature + ID only)
statuses: ${Object.values(OrderStatus).join(', ')}`;

function parseStatus(value: string): OrderStatus | undefined {
  const wanted = value.replace(/[\s_-]/g, '').toLowerCase();
  return Object.values(OrderStatus).find((s) => s.replace(/\s/g, '').toLowerCase() === wanted);
}

/** Staff command: moves an order through its states (as the back office's orders desk does). */
async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command !== 'set-status' && command !== 'list' && command !== 'carriers') {
    throw new AppError('BAD_USER_INPUT', USAGE);
  }
  await withDatabase(async (database, config) => {
    const services = createServices(database.sql, config);
    if (command === 'carriers') {
      for (const carrier of await services.carriers.list()) {
        const vapour = carriesVapour(carrier) ? 'adult signature + ID: may ship vapour products' : 'no vapour products';
        process.stdout.write(`${carrier.id}\t${carrier.name}\t${vapour}\t${carrier.telephone}\t${carrier.address}\n`);
      }
      return;
    }
    if (command === 'list') {
      for (const order of await services.orders.latest(Number(rest[0] ?? 20))) {
        const customer = await services.auth.customer(order.customerId);
        process.stdout.write(`${order.orderNumber}\t${order.status}\t${customer?.email ?? ''}\n`);
      }
      return;
    }
    const option = (name: string): string | undefined => {
      const at = rest.indexOf(name);
      return at === -1 ? undefined : rest.splice(at, 2)[1];
    };
    const carrier = option('--carrier');
    const trackingNumber = option('--tracking');
    const reason = option('--reason');
    const [orderNumber, ...words] = rest;
    const status = parseStatus(words.join(' '));
    if (!orderNumber || !status) throw new AppError('BAD_USER_INPUT', USAGE);
    // Staff record how a parcel travels: a shipment needs both, and nothing else takes them.
    if (status === OrderStatus.SHIPPED && (!carrier || !trackingNumber)) {
      throw new AppError('BAD_USER_INPUT', 'An order is shipped with --carrier and --tracking.');
    }
    const shipment = carrier && trackingNumber ? { carrier, trackingNumber } : undefined;
    // The same step, rules, audit record and mail as the back office's buttons (the trail names the command line).
    const { from, to } = await services.orders.setStatus(orderNumber, status, shipment, { reason });
    process.stdout.write(`${orderNumber.toUpperCase()}: ${from} -> ${to}\n`);
    const next = ORDER_TRANSITIONS[to];
    process.stdout.write(next.length ? `next: ${next.join(', ')}\n` : 'this state is final\n');
  });
}

runCli(() => main(process.argv.slice(2)));
