import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import { Order } from '../orders/order.types';
import type { PaymentFormSettings } from './payment-gateway.types';
import type { PaymentLedger } from './payment-ledger.service';
import { paymentAmounts } from './payment-ledger.rules';
import { PaymentForm } from './payment.types';
import { OrderPayment, paymentState, refundsOf } from './payment-view.types';

@Resolver(() => Order)
export class PaymentResolver {
  constructor(
    private readonly form: PaymentFormSettings,
    private readonly ledger: PaymentLedger,
  ) {}

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
