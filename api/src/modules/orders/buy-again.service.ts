import { notFound } from '../../errors';
import type { CartService } from '../cart/cart.service';
import type { Cart } from '../cart/cart.types';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrderService } from './order.service';
import type { ShippingRulesService } from '../compliance/shipping-rules.service';

export interface SkippedLine {
  name: string;
  reason: string;
}

export interface BuyAgainOutcome {
  cart: Cart;
  /** How many of the order's lines went back into the cart. */
  added: number;
  /** The lines left out, each with why. */
  skipped: SkippedLine[];
}

/** "Buy again": an order's lines back into the cart, except what is gone or cannot ship to its address. */
export class BuyAgainService {
  constructor(
    private readonly orders: OrderService,
    private readonly catalog: CatalogService,
    private readonly carts: CartService,
    private readonly rules: ShippingRulesService,
  ) {}

  async buyAgain(customerId: string, orderNumber: string): Promise<BuyAgainOutcome> {
    const order = await this.orders.detail(customerId, orderNumber);
    // Another customer's number reads exactly like one that does not exist.
    if (!order) throw notFound(`There is no order ${orderNumber.trim().toUpperCase()} in your account.`);
    const ids = order.lines.flatMap((l) => (l.productId ? [Number(l.productId)] : []));
    const products = await this.catalog.productsByIds(ids);
    // The order's own quantities, as a per-order limit counts them.
    const lines = order.lines.flatMap((l) => {
      const product = products.find((p) => p.id === l.productId);
      return product ? [{ product, quantity: l.quantity }] : [];
    });
    const restricted = new Map(
      (await this.rules.restrictedLines(order.shipTo.state, lines)).map((r) => [r.productId, r.reason]),
    );
    const skipped: SkippedLine[] = [];
    const wanted: { productId: number; quantity: number }[] = [];
    for (const line of order.lines) {
      const product = products.find((p) => p.id === line.productId);
      const reason = !product ? 'no longer available' : restricted.get(product.id);
      if (reason) skipped.push({ name: line.name, reason });
      else wanted.push({ productId: Number(line.productId), quantity: line.quantity });
    }
    const cart = await this.carts.addLines(customerId, wanted);
    return { cart, added: wanted.length, skipped };
  }
}
