import { Arg, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import { AdminOrder } from '../orders/order-desk.types';
import type { PaymentLedger } from './payment-ledger.service';
import { AUTHORIZATION_LIFETIME_DAYS, paymentAmounts } from './payment-ledger.rules';
import { AdminOrderPayment, ExpiringAuthorization, PaymentEventView, paymentState } from './payment-view.types';

const DAY_MS = 86_400_000;
const expiryOf = (authorizedAt: string): string =>
  new Date(Date.parse(authorizedAt) + AUTHORIZATION_LIFETIME_DAYS * DAY_MS).toISOString();

@Resolver(() => AdminOrder)
export class PaymentAdminResolver {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly provider: string,
  ) {}

  @FieldResolver(() => AdminOrderPayment, { description: "The order's payment: its amounts and every ledger row." })
  async payment(@Root() order: AdminOrder): Promise<AdminOrderPayment> {
    const events = await this.ledger.events(order.orderNumber);
    const amounts = paymentAmounts(events, order.total);
    return Object.assign(new AdminOrderPayment(), {
      provider: events.at(-1)?.provider ?? this.provider,
      state: paymentState(amounts.status),
      authorized: amounts.authorizedCents,
      charged: amounts.capturedCents,
      refunded: amounts.refundedCents,
      due: amounts.dueCents,
      method: amounts.method,
      brand: amounts.brand,
      lastFour: amounts.lastFour,
      cardExpiry: amounts.cardExpiry,
      avsResult: amounts.avsResult,
      cvvResult: amounts.cvvResult,
      authorizationExpiresAt:
        amounts.authorizedCents > 0 && amounts.authorizedAt ? expiryOf(amounts.authorizedAt) : null,
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
