import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { cartOwner, rememberGuestCart } from './cart-owner.cookie';
import type { CartService } from './cart.service';
import { Cart } from './cart.types';

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

  @Mutation(() => Cart, { description: "Removes a product's line from the cart; the cart as it is then." })
  async removeFromCart(
    @Arg('productId', () => ID, { description: "The line's product (Product.id)." }) productId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Cart> {
    return this.carts.remove(await cartOwner(ctx), productId);
  }
}
