import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/admin-permissions';
import type { AdminContext } from '../../admin-context';
import { MoneyScalar } from '../../common/money.scalar';
import type { PaymentEvent } from './payment-event.types';
import { PageInput, pageWindow } from '../../common/page.input';
import { checkedPaymentFilter, paymentListRow } from './payment-list.rules';
import type { PaymentRefunds } from './payment-refund.service';
import type { ManualPayments } from './payment-manual.service';
import type { PaymentAuthorizations } from './payment-authorization.service';
import type { PaymentReconciliation, ReconciliationRun } from './payment-reconciliation.service';
import { RefundInput } from './payment-refund.inputs';
import { Permission } from '../staff/permission.type';
import { AdminOrder } from '../orders/order-desk.types';
import type { PaymentLedger } from './payment-ledger.service';
import { AUTHORIZATION_LIFETIME_DAYS, paymentAmounts, refundsInDoubt, unpaidStepRefusal } from './payment-ledger.rules';
import {
  AdminOrderPayment,
  ExpiringAuthorization,
  ManualPaymentInput,
  PaymentEventView,
  PaymentFilterInput,
  PaymentMismatchView,
  PaymentPage,
  PaymentRow,
  SettlementDayView,
  PaymentReconciliationView,
  paymentState,
  refundsOf,
} from './payment-view.types';

const DAY_MS = 86_400_000;
const expiryOf = (authorizedAt: string): string =>
  new Date(Date.parse(authorizedAt) + AUTHORIZATION_LIFETIME_DAYS * DAY_MS).toISOString();

@Resolver(() => AdminOrder)
export class PaymentAdminResolver {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly provider: string,
    private readonly refunds: PaymentRefunds,
    private readonly reconciliation: PaymentReconciliation,
    private readonly manual: ManualPayments,
    private readonly takesCardsOnline: boolean,
    private readonly authorizations: PaymentAuthorizations,
  ) {}

  @Mutation(() => AdminOrderPayment, {
    description:
      "Captures the order's authorization (the amount authorized, never more) without moving the order: a capture " +
      'refused at Ship, retried. Made once per idempotency key; audited as payment.capture.',
  })
  @Allow(Permission.REFUND_ORDER)
  async capturePayment(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Arg('idempotencyKey', () => String, {
      description: 'One per confirmation: a retry with it captures nothing more.',
    })
    idempotencyKey: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrderPayment> {
    const done = await this.authorizations.capture(await ctx.actor(), orderNumber, idempotencyKey);
    return this.viewOf(orderNumber, done.orderTotalCents);
  }

  @Mutation(() => AdminOrderPayment, {
    description:
      "Voids the order's authorization (not captured) without rejecting the order, which then owes its total again: " +
      'the customer pays on the order page. Made once per idempotency key; audited as payment.void.',
  })
  @Allow(Permission.REFUND_ORDER)
  async voidPayment(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Arg('idempotencyKey', () => String, { description: 'One per confirmation: a retry with it voids nothing more.' })
    idempotencyKey: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrderPayment> {
    const done = await this.authorizations.void(await ctx.actor(), orderNumber, idempotencyKey);
    return this.viewOf(orderNumber, done.orderTotalCents);
  }

  @Mutation(() => AdminOrderPayment, {
    description: 'Records a payment received by other means, with its reference: counted as captured, audited.',
  })
  @Allow(Permission.REFUND_ORDER)
  async recordPayment(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Arg('input', () => ManualPaymentInput, { description: 'How much, its reference and a note.' })
    input: ManualPaymentInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrderPayment> {
    const done = await this.manual.record(await ctx.actor(), orderNumber, {
      amountCents: input.amount,
      reference: input.reference,
      note: input.note ?? null,
    });
    return this.viewOf(orderNumber, done.orderTotalCents);
  }

  private async viewOf(orderNumber: string, totalCents: number): Promise<AdminOrderPayment> {
    const number = orderNumber.trim().toUpperCase();
    return this.view(number, await this.ledger.events(number), totalCents);
  }

  @Query(() => PaymentPage, { description: 'Orders with a payment, newest first, filtered.' })
  @Allow(Permission.READ_ORDER)
  async payments(
    @Arg('filter', () => PaymentFilterInput, { description: 'Which payments.' }) filter: PaymentFilterInput,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<PaymentPage> {
    const { orders, total } = await this.ledger.list(checkedPaymentFilter(filter), pageWindow(page));
    const events = await this.ledger.eventsOf(orders.map((o) => o.orderNumber));
    const rows = orders.map(({ orderNumber, firstAt }) => {
      const row = paymentListRow(orderNumber, firstAt, events.get(orderNumber) ?? []);
      return Object.assign(new PaymentRow(), {
        ...row,
        state: paymentState(row.state),
        authorized: row.authorizedCents,
        charged: row.capturedCents,
        refunded: row.refundedCents,
      });
    });
    return Object.assign(new PaymentPage(), { rows, total });
  }

  @Query(() => [SettlementDayView], {
    description: 'The daily settlement report: each UTC day of the last days with money moved, newest first.',
  })
  @Allow(Permission.READ_ORDER)
  async settlementReport(
    @Arg('days', () => Int, { defaultValue: 14, description: 'How many days back, 1 to 366.' }) days: number,
  ): Promise<SettlementDayView[]> {
    const rows = await this.ledger.settlementDays(Math.min(Math.max(days, 1), 366));
    return rows.map((row) =>
      Object.assign(new SettlementDayView(), {
        day: row.day,
        captures: row.captures,
        captured: row.capturedCents,
        refunds: row.refunds,
        refunded: row.refundedCents,
        net: row.capturedCents - row.refundedCents,
        voids: row.voids,
      }),
    );
  }

  @Query(() => PaymentReconciliationView, {
    nullable: true,
    description: "The latest reconciliation of the ledger with the gateway's records; null before the first.",
  })
  @Allow(Permission.READ_ORDER)
  async paymentReconciliation(): Promise<PaymentReconciliationView | null> {
    return this.reconciliationView(await this.reconciliation.latest());
  }

  @Mutation(() => PaymentReconciliationView, {
    nullable: true,
    description: 'Reconciles now (it runs daily by itself); null where no gateway is configured.',
  })
  @Allow(Permission.UPDATE_ORDER)
  async reconcilePayments(): Promise<PaymentReconciliationView | null> {
    return this.reconciliationView(await this.reconciliation.run());
  }

  private reconciliationView(run: ReconciliationRun | null): PaymentReconciliationView | null {
    if (!run) return null;
    return Object.assign(new PaymentReconciliationView(), {
      ...run,
      mismatches: run.mismatches.map((m) => Object.assign(new PaymentMismatchView(), m)),
    });
  }

  @FieldResolver(() => AdminOrderPayment, { description: "The order's payment: its amounts and every ledger row." })
  async payment(@Root() order: AdminOrder): Promise<AdminOrderPayment> {
    return this.view(order.orderNumber, await this.ledger.events(order.orderNumber), order.total);
  }

  @Mutation(() => AdminOrderPayment, {
    description:
      'Refunds lines (and units) or an amount of a captured order, with a reason the customer is mailed; optionally ' +
      'puts the units back in stock. Never more than was captured. Before settlement only a full refund (a void).',
  })
  @Allow(Permission.REFUND_ORDER)
  async refundPayment(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Arg('input', () => RefundInput, { description: 'What to refund, and why.' }) input: RefundInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrderPayment> {
    const number = orderNumber.trim().toUpperCase();
    const done = await this.refunds.refund(await ctx.actor(), number, {
      idempotencyKey: input.idempotencyKey,
      lines: input.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
      amountCents: input.amount ?? null,
      reason: input.reason,
      restock: input.restock,
    });
    return this.view(number, await this.ledger.events(number), done.orderTotalCents);
  }

  @Mutation(() => AdminOrderPayment, {
    description:
      "Asks the gateway now about the order's refunds whose answer never came, and records each as made (once, " +
      'audited and mailed) or not made. Refused in words while the gateway cannot be asked.',
  })
  @Allow(Permission.REFUND_ORDER)
  async checkUnconfirmedRefunds(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminOrderPayment> {
    const number = orderNumber.trim().toUpperCase();
    const total = await this.refunds.checkUnconfirmed(await ctx.actor(), number);
    return this.view(number, await this.ledger.events(number), total);
  }

  @Query(() => MoneyScalar, {
    description: 'What a refund of these lines (or this amount) would give back now, in cents: the confirmation.',
  })
  @Allow(Permission.REFUND_ORDER)
  async refundQuote(
    @Arg('orderNumber', () => String, { description: 'The order, e.g. ESI-100001.' }) orderNumber: string,
    @Arg('input', () => RefundInput, { description: 'What would be refunded (the reason and key are not used).' })
    input: RefundInput,
  ): Promise<number> {
    return this.refunds.quote(orderNumber, {
      lines: input.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
      amountCents: input.amount ?? null,
    });
  }

  private view(orderNumber: string, events: PaymentEvent[], total: number): AdminOrderPayment {
    const amounts = paymentAmounts(events, total);
    return Object.assign(new AdminOrderPayment(), {
      orderNumber,
      provider: events.at(-1)?.provider ?? this.provider,
      state: paymentState(amounts.status),
      authorized: amounts.authorizedCents,
      charged: amounts.capturedCents,
      refunded: amounts.refundedCents,
      due: amounts.dueCents,
      method: amounts.method,
      brand: amounts.brand,
      lastFour: amounts.lastFour,
      refunds: refundsOf(events),
      cardExpiry: amounts.cardExpiry,
      avsResult: amounts.avsResult,
      cvvResult: amounts.cvvResult,
      authorizationExpiresAt:
        amounts.authorizedCents > 0 && amounts.authorizedAt ? expiryOf(amounts.authorizedAt) : null,
      shipRefusal: unpaidStepRefusal(orderNumber, amounts, 'ship', this.takesCardsOnline),
      refundUnconfirmed: refundsInDoubt(events).length > 0,
      events: events.map((event) =>
        Object.assign(new PaymentEventView(), {
          at: event.at,
          operation: event.operation,
          outcome: event.outcome,
          amount: event.amountCents,
          transactionId: event.transactionId,
          responseCode: event.responseCode,
          reasonCode: event.reasonCode,
          message: event.message,
          actor: event.actor,
          reason: event.reason,
        }),
      ),
    });
  }

  @Query(() => [ExpiringAuthorization], {
    description: 'Authorizations that lapse within the given days unless their orders ship, soonest first.',
  })
  @Allow(Permission.READ_ORDER)
  async expiringAuthorizations(
    @Arg('withinDays', () => Int, { defaultValue: 7, description: 'Lapsing within this many days (1 to 29).' })
    withinDays: number,
  ): Promise<ExpiringAuthorization[]> {
    const within = Math.min(Math.max(withinDays, 1), AUTHORIZATION_LIFETIME_DAYS - 1);
    const rows = await this.ledger.expiring(AUTHORIZATION_LIFETIME_DAYS - within, 50);
    return rows.map((row) =>
      Object.assign(new ExpiringAuthorization(), {
        orderNumber: row.orderNumber,
        amount: row.amountCents,
        authorizedAt: row.authorizedAt,
        expiresAt: expiryOf(row.authorizedAt),
      }),
    );
  }
}
