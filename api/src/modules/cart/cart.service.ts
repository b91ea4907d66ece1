import type { Sql } from '../../db/sql';
import { badInput, notFound } from '../../errors';
import { newToken, sha256 } from '../../security/tokens';
import type { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.type';
import type { Cart } from './cart.types';
import type { Outcome } from '../../common/outcome';
import {
  type LapsedCode,
  type PriceRequest,
  type PricedPromotions,
  normalizeCode,
} from '../promotions/promotion.service';
import { toAppliedDiscounts, toDiscountNotices } from '../promotions/promotion-view.rules';
import {
  MAX_LINE_QUANTITY,
  type ShippingSettings,
  computeTotals,
  lineSaving,
  pricedQuantity,
  standardShipping,
} from './pricing.rules';

/** Whose cart: the logged-in customer's, or a guest's keyed by the opaque cookie token. */
export type CartOwner = { customerId: string } | { guestToken: string | undefined };

export interface CartChange {
  cart: Cart;
  /** Set when a guest's first add created a cart: the cookie to send. */
  newGuestToken?: string;
}

export interface PricedLine {
  product: Product;
  quantity: number;
}

export const GUEST_CART_MAX_AGE_SECONDS = 30 * 86_400;

export function checkQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw badInput(`The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
  }
}

export function parseProductId(id: string | number): number {
  const numeric = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(numeric) || numeric < 1) throw notFound('That product is not in the catalogue.');
  return numeric;
}

/** The promotions engine (the promotions module answers; the cart only shows what it takes off). */
export interface CartPromotions {
  price(request: PriceRequest): Promise<PricedPromotions>;
  checkCode(request: PriceRequest, code: string): Promise<Outcome<string>>;
  lapsedCodes(request: PriceRequest, priced: PricedPromotions): Promise<LapsedCode[]>;
}

/** At most this many codes wait in one cart. */
export const MAX_CART_CODES = 5;

/** The cart as checkout takes it: its active lines, and how many lines name a product now gone. */
export interface CheckoutLines {
  lines: PricedLine[];
  unavailable: number;
}

/** The server-side cart. Prices always come from the catalogue. */
export class CartService {
  constructor(
    private readonly sql: Sql,
    private readonly catalog: CatalogService,
    private readonly shipping: ShippingSettings,
    private readonly promotions: CartPromotions,
  ) {}

  private async findCartId(owner: CartOwner): Promise<string | null> {
    if ('customerId' in owner) {
      const [row] = await this.sql.query<{ id: string }>(`SELECT id FROM cart WHERE customer_id = $1`, [
        owner.customerId,
      ]);
      return row?.id ?? null;
    }
    if (!owner.guestToken || owner.guestToken.length > 100) return null;
    const [row] = await this.sql.query<{ id: string }>(`SELECT id FROM cart WHERE guest_token_hash = $1`, [
      sha256(owner.guestToken),
    ]);
    return row?.id ?? null;
  }

  private async ensureCart(owner: CartOwner): Promise<{ cartId: string; newGuestToken?: string }> {
    const existing = await this.findCartId(owner);
    if (existing) return { cartId: existing };
    if ('customerId' in owner) {
      const [row] = await this.sql.query<{ id: string }>(
        `INSERT INTO cart (customer_id) VALUES ($1)
         ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id`,
        [owner.customerId],
      );
      return { cartId: row!.id };
    }
    const token = newToken();
    const [row] = await this.sql.query<{ id: string }>(`INSERT INTO cart (guest_token_hash) VALUES ($1) RETURNING id`, [
      sha256(token),
    ]);
    return { cartId: row!.id, newGuestToken: token };
  }

  /** The lines of a cart with their active products, oldest first; `lock` holds them until commit. */
  private async lines(cartId: string | null, lock = false): Promise<CheckoutLines> {
    if (!cartId) return { lines: [], unavailable: 0 };
    const rows = await this.sql.query<{ productId: number; quantity: number }>(
      `SELECT product_id AS "productId", quantity FROM cart_line WHERE cart_id = $1 ORDER BY added_at, product_id` +
        (lock ? ' FOR UPDATE' : ''),
      [cartId],
    );
    const products = new Map((await this.catalog.productsByIds(rows.map((r) => r.productId))).map((p) => [p.id, p]));
    const lines = rows.flatMap((row) => {
      const product = products.get(String(row.productId));
      return product ? [{ product, quantity: row.quantity }] : [];
    });
    return { lines, unavailable: rows.length - lines.length };
  }

  /**
   * The customer's cart for checkout, its lines locked until the unit of work ends, so the order
   * and the emptied cart agree.
   */
  async checkoutLines(customerId: string): Promise<CheckoutLines> {
    return this.lines(await this.findCartId({ customerId }), true);
  }

  /**
   * The cart priced on the server; with a ship-to state (its code), its discounts are those the state's law allows,
   * and with its ZIP those of the city that has it too (the federal rules apply to every answer).
   */
  async get(
    owner: CartOwner,
    stateCode: string | null = null,
    zip: string | null = null,
  ): Promise<Cart & { promotions: PricedPromotions }> {
    const cartId = await this.findCartId(owner);
    const { lines } = await this.lines(cartId);
    const codes = await this.codes(cartId);
    const priced = lines.map((l) => pricedQuantity(l.product, l.quantity));
    const request: PriceRequest = {
      customerId: 'customerId' in owner ? owner.customerId : null,
      lines,
      shippingCents: standardShipping(priced, this.shipping),
      stateCode,
      zip,
      codes,
    };
    const promotions = await this.promotions.price(request);
    const lapsed = await this.promotions.lapsedCodes(request, promotions);
    return {
      promotions,
      id: cartId ?? 'empty',
      lines: lines.map(({ product, quantity }, i) => ({
        product,
        quantity,
        lineTotal: product.price * quantity,
        compareAtPrice: product.compareAtPrice,
        saving: lineSaving(pricedQuantity(product, quantity)),
        discount: promotions.lineDiscountCents[i]!,
      })),
      totals: computeTotals(priced, this.shipping, promotions),
      discounts: toAppliedDiscounts(promotions.discounts),
      notices: toDiscountNotices(promotions.notices),
      codes,
      codeProblems: lapsed.map(({ code, problem }) => ({ code, message: problem.message })),
    };
  }

  /** The codes entered in a cart, oldest first. */
  private async codes(cartId: string | null): Promise<string[]> {
    if (!cartId) return [];
    const rows = await this.sql.query<{ code: string }>(
      `SELECT code FROM cart_promotion_code WHERE cart_id = $1 ORDER BY added_at, code`,
      [cartId],
    );
    return rows.map((r) => r.code);
  }

  /** The customer's entered codes, for the order placed from the cart. */
  async checkoutCodes(customerId: string): Promise<string[]> {
    return this.codes(await this.findCartId({ customerId }));
  }

  /**
   * Enters a discount code (any case): kept with the cart when it gives this cart something (for the ship-to state
   * and ZIP, when checkout knows them), else the plain answer why not, and the cart unchanged.
   */
  async applyCode(
    owner: CartOwner,
    code: string,
    stateCode: string | null,
    zip: string | null = null,
  ): Promise<Outcome<CartChange>> {
    const cart = await this.get(owner, stateCode, zip);
    const entered = normalizeCode(code);
    if (cart.codes.includes(entered)) return { ok: true, value: { cart } };
    const checked = await this.promotions.checkCode(
      {
        customerId: 'customerId' in owner ? owner.customerId : null,
        lines: cart.lines,
        shippingCents: standardShipping(
          cart.lines.map((l) => pricedQuantity(l.product, l.quantity)),
          this.shipping,
        ),
        stateCode,
        zip,
        codes: cart.codes,
      },
      entered,
    );
    if (!checked.ok) return checked;
    if (cart.codes.length >= MAX_CART_CODES) throw badInput(`At most ${MAX_CART_CODES} codes fit in one cart.`);
    const { cartId, newGuestToken } = await this.ensureCart(owner);
    await this.sql.query(`INSERT INTO cart_promotion_code (cart_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      cartId,
      checked.value,
    ]);
    const after = newGuestToken ? { guestToken: newGuestToken } : owner;
    return { ok: true, value: { cart: await this.get(after, stateCode, zip), newGuestToken } };
  }

  /** Takes a code out of the cart (any case; one not there changes nothing). */
  async removeCode(owner: CartOwner, code: string, stateCode: string | null, zip: string | null = null): Promise<Cart> {
    const cartId = await this.findCartId(owner);
    if (cartId) {
      await this.sql.query(`DELETE FROM cart_promotion_code WHERE cart_id = $1 AND code = $2`, [
        cartId,
        normalizeCode(code),
      ]);
    }
    return this.get(owner, stateCode, zip);
  }

  private async requireProduct(productId: number): Promise<void> {
    if (!(await this.catalog.productsByIds([productId])).length) {
      throw notFound('That product is no longer available.');
    }
  }

  /** Adds `quantity` of a product (to the line's quantity when it is already there). */
  async add(owner: CartOwner, productId: string, quantity = 1): Promise<CartChange> {
    const id = parseProductId(productId);
    checkQuantity(quantity);
    await this.requireProduct(id);
    const { cartId, newGuestToken } = await this.ensureCart(owner);
    const [row] = await this.sql.query<{ quantity: number }>(
      `INSERT INTO cart_line AS l (cart_id, product_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = l.quantity + EXCLUDED.quantity
       WHERE l.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
       RETURNING quantity`,
      [cartId, id, quantity],
    );
    if (!row) throw badInput(`At most ${MAX_LINE_QUANTITY} of one product fit in a cart.`);
    return { cart: await this.get(newGuestToken ? { guestToken: newGuestToken } : owner), newGuestToken };
  }

  async setQuantity(owner: CartOwner, productId: string, quantity: number): Promise<Cart> {
    const id = parseProductId(productId);
    checkQuantity(quantity);
    const cartId = await this.findCartId(owner);
    const updated = cartId
      ? await this.sql.query(
          `UPDATE cart_line SET quantity = $3 WHERE cart_id = $1 AND product_id = $2 RETURNING product_id`,
          [cartId, id, quantity],
        )
      : [];
    if (!updated.length) throw notFound('That product is not in your cart.');
    return this.get(owner);
  }

  async remove(owner: CartOwner, productId: string): Promise<Cart> {
    const id = parseProductId(productId);
    const cartId = await this.findCartId(owner);
    if (cartId) await this.sql.query(`DELETE FROM cart_line WHERE cart_id = $1 AND product_id = $2`, [cartId, id]);
    return this.get(owner);
  }

  /** Adds several lines to the customer's cart at once (quantities of one product add up, to 99). */
  async addLines(customerId: string, lines: readonly { productId: number; quantity: number }[]): Promise<Cart> {
    if (lines.length) {
      const { cartId } = await this.ensureCart({ customerId });
      await this.sql.query(
        `INSERT INTO cart_line AS l (cart_id, product_id, quantity)
         SELECT $1, * FROM unnest($2::int[], $3::int[])
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = least(${MAX_LINE_QUANTITY}, l.quantity + EXCLUDED.quantity)`,
        [cartId, lines.map((l) => l.productId), lines.map((l) => Math.min(l.quantity, MAX_LINE_QUANTITY))],
      );
    }
    return this.get({ customerId });
  }

  /** At login: the guest's lines join the customer's cart (quantities of one product add up, to 99). */
  async mergeGuestCart(customerId: string, guestToken: string | undefined): Promise<void> {
    const guestCartId = await this.findCartId({ guestToken });
    if (!guestCartId) return;
    const { cartId } = await this.ensureCart({ customerId });
    await this.sql.transaction(async () => {
      await this.sql.query(
        `INSERT INTO cart_line AS l (cart_id, product_id, quantity, added_at)
         SELECT $1, product_id, quantity, added_at FROM cart_line WHERE cart_id = $2
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = least(${MAX_LINE_QUANTITY}, l.quantity + EXCLUDED.quantity)`,
        [cartId, guestCartId],
      );
      await this.sql.query(
        `INSERT INTO cart_promotion_code (cart_id, code, added_at)
         SELECT $1, code, added_at FROM cart_promotion_code WHERE cart_id = $2 ON CONFLICT DO NOTHING`,
        [cartId, guestCartId],
      );
      await this.sql.query(`DELETE FROM cart WHERE id = $1`, [guestCartId]);
    });
  }

  /** Deletes guest carts nobody has touched for GUEST_CART_MAX_AGE_SECONDS; answers how many went. */
  sweepAbandonedGuestCarts(): Promise<number> {
    return this.sql.deleteInBatches('cart', `customer_id IS NULL AND updated_at < now() - $1 * interval '1 second'`, [
      GUEST_CART_MAX_AGE_SECONDS,
    ]);
  }

  /** After an order: its lines and codes leave the cart. */
  async empty(customerId: string): Promise<void> {
    await this.sql.query(`DELETE FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE customer_id = $1)`, [
      customerId,
    ]);
    await this.sql.query(
      `DELETE FROM cart_promotion_code WHERE cart_id = (SELECT id FROM cart WHERE customer_id = $1)`,
      [customerId],
    );
  }
}
