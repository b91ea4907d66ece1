import { Query, Resolver } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import type { PaymentFormSettings } from './payment-gateway.types';
import { PaymentForm } from './payment.types';

@Resolver()
export class PaymentResolver {
  constructor(private readonly form: PaymentFormSettings) {}

  @PublicAnswer()
  @Query(() => PaymentForm, { description: "What checkout's payment form needs: public values only." })
  paymentForm(): PaymentForm {
    return Object.assign(new PaymentForm(), this.form);
  }
}
