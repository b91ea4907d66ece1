import type { AppContext } from '../../context';
import { type CartOwner, GUEST_CART_MAX_AGE_SECONDS } from './cart.service';

/** The opaque cookie that keys a guest's cart until login merges it into the customer's. */
const GUEST_CART_COOKIE = 'esi-cart';

/** The guest cart token the browser sends, if any (login hands it over for the merge). */
export function guestCartToken(ctx: AppContext): string | undefined {
  return ctx.cookie(GUEST_CART_COOKIE);
}

/** The logged-in customer's cart, else the guest cart of the `esi-cart` cookie. */
export async function cartOwner(ctx: AppContext): Promise<CartOwner> {
  const session = await ctx.session();
  return session ? { customerId: session.customerId } : { guestToken: guestCartToken(ctx) };
}

export function rememberGuestCart(ctx: AppContext, token: string | undefined): void {
  if (token) ctx.setCookie(GUEST_CART_COOKIE, token, GUEST_CART_MAX_AGE_SECONDS);
}
