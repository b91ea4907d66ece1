import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '../../errors';
import { PublicAnswer } from '../../common/public-answer';
import type { AppContext } from '../../context';
import { toResult } from '../../common/input-errors';
import type { AddressService } from '../customers/address.service';
import { cartOwner } from '../cart/cart-owner.cookie';
import { zipOf } from '../cart/ship-to-zip.rules';
import { type CartService, checkQuantity, parseProductId } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrderService } from './order.service';
import type { PlaceOrderService } from './place-order.service';
import { deliveryOptionsFor } from '../shipping/delivery.rules';
import type { BuyAgainService } from './buy-again.service';
import {
  BuyAgainResult,
  CartExciseTax,
  DeliveryOption,
  IdentityDocumentNeeded,
  Order,
  OrderPage,
  OrderPlaced,
  PlaceOrderInput,
  PlaceOrderResult,
  RestrictedCartLine,
} from './order.types';
import { ShippingRestriction } from '../compliance/shipping-restriction.types';
import type { ShippingRulesService } from '../compliance/shipping-rules.service';
import type { ExciseTaxService } from '../compliance/excise-tax.service';
import { taxableLine } from '../compliance/taxable-line.rules';
import { checkoutPayment } from '../payments/payment-input.rules';

/** Bounds the work one restrictions question can ask for. */
const MAX_CHECKED_PRODUCTS = 100;

@Resolver()
export class OrderResolver {
  constructor(
    private readonly orderService: OrderService,
    private readonly placeOrders: PlaceOrderService,
    private readonly rules: ShippingRulesService,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly reorders: BuyAgainService,
    private readonly catalog: CatalogService,
    private readonly exciseTaxes: ExciseTaxService,
  ) {}

  @Mutation(() => BuyAgainResult, {
    description: "Puts one of your orders' lines back in the cart, leaving out what is gone or cannot ship there.",
  })
  async buyAgain(
    @Arg('orderNumber', () => String, { description: 'Human order number of one of your orders, e.g. ESI-100001.' })
    orderNumber: string,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    return this.reorders.buyAgain(session.customerId, orderNumber);
  }

  @Mutation(() => PlaceOrderResult, {
    description: 'Orders the cart; needs a session. Retries with the same key are safe.',
  })
  async placeOrder(
    @Arg('input', () => PlaceOrderInput, { description: 'Where the order goes, how, and its idempotency key.' })
    input: PlaceOrderInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const shipTo = input.shippingAddressId
      ? { addressId: input.shippingAddressId, makeDefault: input.makeDefaultAddress }
      : { address: input.address ?? emptyAddress(), save: input.saveAddress, makeDefault: input.makeDefaultAddress };
    const outcome = await this.placeOrders.fromCart(session.customerId, {
      idempotencyKey: input.idempotencyKey,
      shipTo,
      delivery: input.delivery,
      payment: input.payment ? checkoutPayment(input.payment) : null,
      customerIp: ctx.clientIp,
      expectedTotalCents: input.expectedTotal ?? null,
    });
    if (!outcome.ok && 'documentUrl' in outcome) {
      const [problem] = outcome.problems;
      return Object.assign(new IdentityDocumentNeeded(), { ...problem, documentUrl: outcome.documentUrl });
    }
    return toResult(outcome, (order) => Object.assign(new OrderPlaced(), { order: Object.assign(new Order(), order) }));
  }

  @Query(() => OrderPage, { description: 'Your orders, newest first, with the dashboard counters.' })
  async orders(
    @Ctx() ctx: AppContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only orders whose number or an item name contains this text, in any case.',
    })
    search: string | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page to answer, from 1.' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10, description: '10, 20 or 30.' }) pageSize: number,
  ): Promise<OrderPage> {
    const session = await ctx.requireSession();
    return this.orderService.history(session.customerId, { search, page, pageSize });
  }

  @Query(() => Order, { nullable: true, description: 'One of your orders by its number; null for any other.' })
  async order(
    @Arg('orderNumber', () => String, { description: 'Human order number, e.g. ESI-100001.' }) orderNumber: string,
    @Ctx() ctx: AppContext,
  ): Promise<Order | null> {
    const session = await ctx.requireSession();
    return this.orderService.detail(session.customerId, orderNumber);
  }

  @Query(() => [DeliveryOption], { description: 'How the cart can travel, priced for the cart as it is now.' })
  async deliveryOptions(@Ctx() ctx: AppContext): Promise<DeliveryOption[]> {
    const cart = await this.carts.get(await cartOwner(ctx));
    return deliveryOptionsFor(cart.totals.shipping, new Date());
  }

  @Query(() => [ShippingRestriction], { description: 'Where vape products are not shipped, as in force today.' })
  @PublicAnswer()
  shippingRestrictions(): Promise<ShippingRestriction[]> {
    return this.rules.inForce();
  }

  @Query(() => CartExciseTax, {
    description:
      'The cart priced for a state (code or name) and ZIP as checkout charges it: the discounts its law (and its ' +
      "city's) allows, its excise " +
      "taxes at today's rates, the total.",
  })
  async cartExciseTax(
    @Arg('state', () => String, { description: 'A US state: its two-letter code or its name.' }) state: string,
    @Ctx() ctx: AppContext,
    @Arg('zip', () => String, {
      nullable: true,
      description: 'The ship-to ZIP code, when known: the rules of the city that has it apply too.',
    })
    zip?: string | null,
  ): Promise<CartExciseTax> {
    const code = await this.addresses.stateCode(state);
    const cart = await this.carts.get(await cartOwner(ctx), code, zipOf(zip));
    const tax = code
      ? await this.exciseTaxes.taxFor(
          code,
          cart.lines.map((l) => taxableLine(l.product, l.quantity, l.discount)),
        )
      : { totals: [], totalCents: 0 };
    return {
      taxes: tax.totals.map((t) => ({ name: t.name, amount: t.taxCents })),
      exciseTax: tax.totalCents,
      discount: cart.totals.discount,
      discounts: cart.discounts,
      notices: cart.notices,
      codeProblems: cart.codeProblems,
      shipping: cart.totals.shipping,
      total: cart.totals.total + tax.totalCents,
    };
  }

  @Query(() => [RestrictedCartLine], {
    description: 'The cart lines that cannot ship to a state (code or name), or of productIds when given.',
  })
  async cartRestrictions(
    @Arg('state', () => String, { description: 'A US state: its two-letter code or its name.' }) state: string,
    @Ctx() ctx: AppContext,
    @Arg('productIds', () => [ID], {
      nullable: true,
      description: "The cart's product ids as the client shows them, so that its cached answer follows the cart.",
    })
    productIds: string[] | null,
    @Arg('quantities', () => [Int], {
      nullable: true,
      description: 'Units of each of productIds, in their order, which per-order limits count; 1 each when absent.',
    })
    quantities: number[] | null,
  ): Promise<RestrictedCartLine[]> {
    const code = await this.addresses.stateCode(state);
    if (!code) return [];
    if (productIds && productIds.length > MAX_CHECKED_PRODUCTS) {
      throw badInput(`At most ${MAX_CHECKED_PRODUCTS} products are checked at once.`);
    }
    if (quantities && (!productIds || quantities.length !== productIds.length)) {
      throw badInput('quantities: one for each of productIds, in their order.');
    }
    quantities?.forEach(checkQuantity);
    // The client's products with their quantities (1 each unless given); else the cart's own lines.
    const asked = productIds?.map((id, i) => ({ id: parseProductId(id), quantity: quantities?.[i] ?? 1 }));
    const lines = asked
      ? (await this.catalog.productsByIds(asked.map((a) => a.id))).map((product) => ({
          product,
          quantity: asked.find((a) => String(a.id) === product.id)!.quantity,
        }))
      : (await this.carts.get(await cartOwner(ctx))).lines;
    return this.rules.restrictedLines(code, lines);
  }
}

function emptyAddress() {
  return { firstName: '', lastName: '', address: '', city: '', state: '', zipcode: '' };
}
