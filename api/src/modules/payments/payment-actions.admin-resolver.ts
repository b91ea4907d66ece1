import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { PaymentAuthorizations } from './payment-authorization.service';
import { AdminOrderPayment } from './payment-view.types';

/**
 * What the Payment panel may offer: Capture and Void apply only where the server's rule says so (the button is
 * hidden otherwise), in the words the action itself would refuse with.
 */
@Resolver(() => AdminOrderPayment)
export class PaymentActionsAdminResolver {
  constructor(private readonly authorizations: PaymentAuthorizations) {}

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why the authorization cannot be captured from the Payment panel now, in words; null: it can.',
  })
  captureRefusal(@Root() payment: AdminOrderPayment): Promise<string | null> {
    return this.authorizations.refusal('capture', payment.orderNumber);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why the authorization cannot be voided from the Payment panel now, in words; null: it can.',
  })
  voidRefusal(@Root() payment: AdminOrderPayment): Promise<string | null> {
    return this.authorizations.refusal('void', payment.orderNumber);
  }
}
