import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context';
import { toResult } from '../../common/input-errors';
import { PublicAnswer } from '../../common/public-answer';
import { Order } from '../orders/order.types';
import type { PaymentFormSettings } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { paymentAmounts } from './payment-ledger.rules';
import { PaymentForm } from './payment.types';
import { OrderPaid, PayOrderInput, PayOrderResult } from './payment-pay-now.types';
import type { PayNowService } from './payment-pay-now.service';
import { checkoutPayment } from './payment-input.rules';
import { OrderPayment, paymentState, refundsOf } from './payment-view.types';

@Resolver(() => Order)
export class PaymentResolver {
  constructor(
    private readonly form: PaymentFormSettings,
    private readonly ledger: PaymentLedger,
    private readonly payNow: PayNowService,
  ) {}

  @Mutation(() => PayOrderResult, {
    description:
      'Pays what one of your orders still owes (placed awaiting payment): authorized now, charged when it ships. ' +
      'Needs a session; a retry or a second click with the same key charges once.',
  })
  async payOrder(
    @Arg('input', () => PayOrderInput, { description: 'The order, the attempt key and the token.' })
    input: PayOrderInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const outcome = await this.payNow.pay(
      session.customerId,
      input.orderNumber,
      input.idempotencyKey,
      checkoutPayment(input.payment),
    );
    return toResult(outcome, (order) => Object.assign(new OrderPaid(), { order: Object.assign(new Order(), order) }));
  }

  @PublicAnswer()
  @Query(() => PaymentForm, { description: "What checkout's payment form needs: public values only." })
  paymentForm(): PaymentForm {
    return Object.assign(new PaymentForm(), this.form);
  }

  /** The order is the customer's own (the parent field checked): its payment is theirs to see. */
  @FieldResolver(() => OrderPayment, { description: 'What was authorized, charged and refunded for the order.' })
  async payment(@Root() order: Order): Promise<OrderPayment> {
    const events = await this.ledger.events(order.orderNumber);
    const amounts = paymentAmounts(events, order.total);
    return Object.assign(new OrderPayment(), {
      state: paymentState(amounts.status),
      authorized: amounts.authorizedCents,
      charged: amounts.capturedCents,
      refunded: amounts.refundedCents,
      due: amounts.dueCents,
      brand: amounts.brand,
      lastFour: amounts.lastFour,
      refunds: refundsOf(events),
    });
  }
}
