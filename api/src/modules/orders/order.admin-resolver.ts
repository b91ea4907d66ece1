import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { PageInput, pageWindow } from '../../common/page.input';
import { notFound } from '../../errors';
import { Permission, ROLE_PERMISSIONS } from '../staff/permission.type';
import { CarrierChoiceView } from '../shipping/carrier.types';
import { type DeskOrder, type OrderDeskService, OrderSort } from './order-desk.service';
import { AdminOrder, AdminOrderPage, BulkOrderOutcome, OrderListFilterInput } from './order-desk.types';

/** The arguments most steps take. */
const OrderNumber = () => Arg('orderNumber', () => String, { description: 'The order number, e.g. ESI-100001.' });
const Reason = () =>
  Arg('reason', () => String, { description: 'Why, as the customer will read it in the mail (up to 500 characters).' });

const toAdminOrder = (order: DeskOrder): AdminOrder => Object.assign(new AdminOrder(), order);

/** The orders desk: the list and one order (READ_ORDER), and the steps staff take on orders. */
@Resolver()
export class OrderAdminResolver {
  constructor(private readonly desk: OrderDeskService) {}

  @Query(() => AdminOrderPage, {
    description: 'Orders, filtered and sorted, a page at a time, with counts per status.',
  })
  @Allow(Permission.READ_ORDER)
  async orders(
    @Arg('filter', () => OrderListFilterInput, { description: 'Which orders.' }) filter: OrderListFilterInput,
    @Arg('sort', () => OrderSort, { defaultValue: OrderSort.DATE_DESC, description: 'In which order.' })
    sort: OrderSort,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<AdminOrderPage> {
    const { orders, total, counts } = await this.desk.list(filter, sort, pageWindow(page));
    return Object.assign(new AdminOrderPage(), { orders, total, statusCounts: counts });
  }

  @Query(() => AdminOrder, { nullable: true, description: 'One order with its lines, customer, timeline and notes.' })
  @Allow(Permission.READ_ORDER)
  async order(@OrderNumber() orderNumber: string, @Ctx() ctx: AdminContext): Promise<AdminOrder | null> {
    const staff = await ctx.requireStaff();
    const order = await this.desk.detail(orderNumber, ROLE_PERMISSIONS[staff.role]);
    return order && toAdminOrder(order);
  }

  @Query(() => [CarrierChoiceView], {
    description:
      "Every carrier for the order's parcel, those that may take it first, each with why not otherwise (an order " +
      'with a vapour product needs adult signature and ID check); shipOrder follows the same rule.',
  })
  @Allow(Permission.READ_ORDER)
  async orderCarriers(@OrderNumber() orderNumber: string): Promise<CarrierChoiceView[]> {
    return (await this.desk.carrierChoices(orderNumber)).map((choice) =>
      Object.assign(new CarrierChoiceView(), choice),
    );
  }

  /** The order as it is after a step, for the acting staff member. */
  private async after(orderNumber: string, ctx: AdminContext): Promise<AdminOrder> {
    const order = await this.order(orderNumber, ctx);
    if (!order) throw notFound(`There is no order ${orderNumber}.`);
    return order;
  }

  @Mutation(() => AdminOrder, {
    description:
      'Approves a pending order and mails the customer. Done again by the same staff member: answered as done, ' +
      'nothing repeated. CONFLICT when the order has moved on.',
  })
  @Allow(Permission.UPDATE_ORDER)
  async approveOrder(@OrderNumber() orderNumber: string, @Ctx() ctx: AdminContext): Promise<AdminOrder> {
    await this.desk.approve(await ctx.actor(), orderNumber);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, {
    description:
      "Records that staff verified the customer's age and identity by hand (how, and a reference): the order's " +
      "check becomes PASSED (provider manual), audited, and it can be approved; the customer's next order to the " +
      'same address reuses the pass. CONFLICT when it is not awaiting.',
  })
  @Allow(Permission.VERIFY_IDENTITY)
  async verifyOrderIdentity(
    @OrderNumber() orderNumber: string,
    @Arg('how', () => String, { description: 'How it was verified, e.g. "ID seen at pickup" (up to 200 characters).' })
    how: string,
    @Arg('reference', () => String, {
      description: "The verification's reference: the provider portal's case, the ID seen (up to 200 characters).",
    })
    reference: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrder> {
    await this.desk.verifyIdentityManually(await ctx.actor(), orderNumber, how, reference);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, {
    description: 'Rejects an order; the reason goes to the customer in the mail. CONFLICT when it has moved on.',
  })
  @Allow(Permission.UPDATE_ORDER)
  async rejectOrder(
    @OrderNumber() orderNumber: string,
    @Reason() reason: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrder> {
    await this.desk.reject(await ctx.actor(), orderNumber, reason);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, {
    description: 'Ships an approved order with its carrier and tracking number, and mails the customer.',
  })
  @Allow(Permission.UPDATE_ORDER)
  async shipOrder(
    @OrderNumber() orderNumber: string,
    @Arg('carrier', () => String, {
      description:
        'The carrier, by id or name (see `carriers`). An order with a vapour product goes only by a carrier with ' +
        'adult signature and ID check (UNPROCESSABLE otherwise).',
    })
    carrier: string,
    @Arg('trackingNumber', () => String, { description: "The carrier's tracking number (6 to 40 letters and digits)." })
    trackingNumber: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrder> {
    await this.desk.ship(await ctx.actor(), orderNumber, carrier, trackingNumber);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, { description: 'Marks a shipped order delivered and mails the customer.' })
  @Allow(Permission.UPDATE_ORDER)
  async markOrderDelivered(@OrderNumber() orderNumber: string, @Ctx() ctx: AdminContext): Promise<AdminOrder> {
    await this.desk.markDelivered(await ctx.actor(), orderNumber);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, { description: 'Refunds an order with a reason the customer is told.' })
  @Allow(Permission.REFUND_ORDER)
  async refundOrder(
    @OrderNumber() orderNumber: string,
    @Reason() reason: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrder> {
    await this.desk.refund(await ctx.actor(), orderNumber, reason);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, { description: 'Adds an internal note to an order (customers never see it).' })
  @Allow(Permission.UPDATE_ORDER)
  async addOrderNote(
    @OrderNumber() orderNumber: string,
    @Arg('body', () => String, { description: 'The note, up to 2000 characters.' }) body: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrder> {
    await this.desk.addNote(await ctx.actor(), orderNumber, body);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => AdminOrder, {
    description: "Mails the customer again about the order's current state (its confirmation, or its latest step).",
  })
  @Allow(Permission.READ_ORDER, Permission.RESEND_MAIL)
  async resendOrderMail(@OrderNumber() orderNumber: string, @Ctx() ctx: AdminContext): Promise<AdminOrder> {
    await this.desk.resendMail(await ctx.actor(), orderNumber);
    return this.after(orderNumber, ctx);
  }

  @Mutation(() => [BulkOrderOutcome], {
    description: 'Approves each order on its own (up to 200): per order, done or why not.',
  })
  @Allow(Permission.UPDATE_ORDER)
  async bulkApproveOrders(
    @Arg('orderNumbers', () => [String], { description: 'The orders to approve.' }) orderNumbers: string[],
    @Ctx() ctx: AdminContext,
  ): Promise<BulkOrderOutcome[]> {
    const outcomes = await this.desk.bulkApprove(await ctx.actor(), orderNumbers);
    return outcomes.map((outcome) => Object.assign(new BulkOrderOutcome(), outcome));
  }
}
