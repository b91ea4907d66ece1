import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { cartOwner, rememberGuestCart } from './cart-owner.cookie';
import type { CartService } from './cart.service';
import { badInput } from '../../errors';
import { toResult } from '../../common/input-errors';
import { zipOf } from './ship-to-zip.rules';
import { ApplyPromotionCodeResult, Cart, CodeApplied } from './cart.types';

/** Checkout's ship-to state, as a code; null before it is known. */
function stateCodeOf(state: string | null | undefined): string | null {
  // An argument left out arrives undefined.
  if (state == null) return null;
  const code = state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw badInput('state: a two-letter US state code, e.g. NJ.');
  return code;
}

const ZIP_ARG = {
  nullable: true,
  description: "Checkout's ship-to ZIP code: the rules of the city that has it apply too (e.g. Providence's).",
} as const;

@Resolver()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query(() => Cart, { description: "The shopper's cart with totals computed on the server." })
  async cart(@Ctx() ctx: AppContext): Promise<Cart> {
    return this.carts.get(await cartOwner(ctx));
  }

  @Mutation(() => Cart, { description: 'Adds a product (quantity 1 unless given); a line already there grows.' })
  async addToCart(
    @Arg('productId', () => ID, { description: 'The product to add (Product.id).' }) productId: string,
    @Arg('quantity', () => Int, { defaultValue: 1, description: 'Units to add, 1 to 99 in all.' }) quantity: number,
    @Ctx() ctx: AppContext,
  ): Promise<Cart> {
    const { cart, newGuestToken } = await this.carts.add(await cartOwner(ctx), productId, quantity);
    rememberGuestCart(ctx, newGuestToken);
    return cart;
  }

  @Mutation(() => Cart, { description: 'Sets the quantity of a line: a whole number from 1 to 99.' })
  async setCartQuantity(
    @Arg('productId', () => ID, { description: "The line's product (Product.id)." }) productId: string,
    @Arg('quantity', () => Int, { description: 'The new quantity, 1 to 99.' }) quantity: number,
    @Ctx() ctx: AppContext,
  ): Promise<Cart> {
    return this.carts.setQuantity(await cartOwner(ctx), productId, quantity);
  }

  @Mutation(() => ApplyPromotionCodeResult, {
    description:
      'Enters a discount code (any case) on the cart page or at checkout: kept with the cart when it gives the cart ' +
      'something (in the ship-to state, when given), else the plain answer why not.',
  })
  async applyPromotionCode(
    @Arg('code', () => String, { description: 'The code as the shopper typed it.' }) code: string,
    @Arg('state', () => String, {
      nullable: true,
      description: "Checkout's ship-to state (two-letter code): the code must be lawful there.",
    })
    state: string | null,
    @Ctx() ctx: AppContext,
    @Arg('zip', () => String, ZIP_ARG) zip?: string | null,
  ) {
    if (code.length > 100) throw badInput('code: at most 100 characters.');
    const outcome = await this.carts.applyCode(await cartOwner(ctx), code, stateCodeOf(state), zipOf(zip));
    if (outcome.ok) rememberGuestCart(ctx, outcome.value.newGuestToken);
    return toResult(outcome, ({ cart }) => Object.assign(new CodeApplied(), { cart }));
  }

  @Mutation(() => Cart, { description: 'Takes a discount code out of the cart; the cart as it is then.' })
  async removePromotionCode(
    @Arg('code', () => String, { description: 'The code to take out (any case).' }) code: string,
    @Arg('state', () => String, { nullable: true, description: "Checkout's ship-to state (two-letter code)." })
    state: string | null,
    @Ctx() ctx: AppContext,
    @Arg('zip', () => String, ZIP_ARG) zip?: string | null,
  ): Promise<Cart> {
    if (code.length > 100) throw badInput('code: at most 100 characters.');
    return this.carts.removeCode(await cartOwner(ctx), code, stateCodeOf(state), zipOf(zip));
  }

  @Mutation(() => Cart, { description: "Removes a product's line from the cart; the cart as it is then." })
  async removeFromCart(
    @Arg('productId', () => ID, { description: "The line's product (Product.id)." }) productId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Cart> {
    return this.carts.remove(await cartOwner(ctx), productId);
  }
}
