import type { AppContext } from '../../context';
import { GUEST_CART_COOKIE } from '../customers/guest-cookie';
import { type CartOwner, GUEST_CART_MAX_AGE_SECONDS } from './cart.service';

/** The logged-in customer's cart, else the guest cart of the `esi-cart` cookie. */
export async function cartOwner(ctx: AppContext): Promise<CartOwner> {
  const session = await ctx.session();
  return session ? { customerId: session.customerId } : { guestToken: ctx.cookie(GUEST_CART_COOKIE) };
}

export function rememberGuestCart(ctx: AppContext, token: string | undefined): void {
  if (token) ctx.setCookie(GUEST_CART_COOKIE, token, GUEST_CART_MAX_AGE_SECONDS);
}
