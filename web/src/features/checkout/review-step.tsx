import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { MoneyTotals, type MoneyTotalsValues } from '../../components/money-totals';
import { SalePrice, YouSave } from '../../components/sale-price';
import { EmptyText } from '../../components/status-text';
import { paths } from '../../config/paths';
import {
  type CartFieldsFragment,
  type DeliveryMethod,
  DeliveryOptionsDocument,
} from '../../graphql/__generated__/graphql';
import type { AddressValues } from '../../lib/checkout-draft';
import { formatDeliveryDays } from '../../lib/format-delivery-days';
import { formatMoney } from '../../lib/format-money';
import type { CartRestrictions } from '../../lib/use-cart-restrictions';
import { stepHref } from './checkout-steps';
import { RestrictionWarning } from './restriction-warning';
import { PromotionCodeBox } from '../../components/promotion-code-box';
import { problemSentence } from '../../lib/problem-messages';
import type { PlaceOrderOutcome } from './use-place-order';
import type { CartTotals } from '../../lib/use-cart-excise-tax';

export type Failure = Exclude<PlaceOrderOutcome, { kind: 'placed' }>;

export interface ReviewStepProps {
  cart: CartFieldsFragment;
  /**
   * The cart's totals with the ship-to state's excise taxes (what the order will charge), with the entered codes that
   * give nothing in that state, and why (the cart's own answer when absent).
   */
  totals: MoneyTotalsValues & { codeProblems?: CartTotals['codeProblems'] };
  shipTo: AddressValues;
  stateName: string;
  delivery: DeliveryMethod;
  restrictions: CartRestrictions;
  failure: Failure | null;
  placing: boolean;
  /** The payment step: the card fields, or what to expect where the shop takes no payment online. */
  payment?: ReactNode;
  /** False until the payment form has answered (loading, or failed to load): nothing can be placed yet. */
  paymentReady?: boolean;
  onPlace: () => void;
}

function ReviewLines({ cart, restrictions }: Pick<ReviewStepProps, 'cart' | 'restrictions'>) {
  return (
    <div className="checkout-summary__table">
      <table>
        <caption className="visually-hidden">Items in your order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="checkout-summary__number">
              Price
            </th>
            <th scope="col" className="checkout-summary__number">
              Qty
            </th>
            <th scope="col" className="checkout-summary__number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => {
            const stopped = restrictions.reasonFor(line.product.id);
            return (
              <tr key={line.product.id} className={stopped ? 'checkout-summary__stopped' : undefined}>
                <th scope="row">
                  <Link to={paths.product(line.product.slug)}>{line.product.name}</Link>
                  {stopped ? <span className="checkout-summary__reason">Cannot ship: {stopped}</span> : null}
                </th>
                <td className="checkout-summary__number">
                  <SalePrice price={line.product.price} compareAtPrice={line.compareAtPrice} />
                  <YouSave saving={line.saving} />
                </td>
                <td className="checkout-summary__number">{line.quantity}</td>
                <td className="checkout-summary__number">{formatMoney(line.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Step 3: everything the order will be, and the only button that places it. */
export function ReviewStep(props: ReviewStepProps) {
  const { cart, shipTo, restrictions, failure, placing } = props;
  const option = useQuery(DeliveryOptionsDocument).data?.deliveryOptions.find((o) => o.method === props.delivery);
  const restricted = failure?.kind === 'refused' && failure.errors.some((e) => e.code === 'SHIPPING_RESTRICTED');
  // A code that lapsed since it was entered: its sentence shows at the code box too, where it is removed.
  const codeProblem = failure?.kind === 'refused' ? failure.errors.find((e) => e.field === 'code') : undefined;
  const blocked = restrictions.lines.length > 0 || !cart.lines.length;
  return (
    <section className="checkout-panel" aria-labelledby="checkout-review-title">
      <h2 id="checkout-review-title" className="checkout-panel__title">
        Review your order
      </h2>
      {cart.lines.length ? (
        <ReviewLines cart={cart} restrictions={restrictions} />
      ) : (
        <EmptyText>No items in the cart.</EmptyText>
      )}
      <MoneyTotals totals={props.totals} />
      <PromotionCodeBox
        cart={cart}
        state={shipTo.state}
        zip={shipTo.zipcode}
        problem={codeProblem ? problemSentence(codeProblem) : undefined}
        codeProblems={props.totals.codeProblems}
      />
      <div className="checkout-review__blocks">
        <div>
          <h3>Ship to</h3>
          <address className="checkout-review__address">
            {shipTo.firstName} {shipTo.lastName}
            <br />
            {shipTo.address}
            <br />
            {shipTo.city}, {props.stateName} {shipTo.zipcode}
          </address>
          <Link to={stepHref('address')}>
            Change<span className="visually-hidden"> the address</span>
          </Link>
        </div>
        <div>
          <h3>Delivery</h3>
          {option ? (
            <p>
              {option.name}: {option.price === 0 ? 'Free' : formatMoney(option.price)}
              <br />
              Expected {formatDeliveryDays(option.estimatedFrom, option.estimatedTo)}
            </p>
          ) : null}
          <Link to={stepHref('delivery')}>
            Change<span className="visually-hidden"> the delivery</span>
          </Link>
        </div>
      </div>
      {props.payment}
      <RestrictionWarning restrictions={restrictions} stateName={props.stateName} />
      <div role="alert" className="checkout-page__alert-region">
        {failure?.kind === 'document' ? (
          <p className="checkout-failure">
            {failure.message}{' '}
            <a className="btn btn--primary" href={failure.documentUrl}>
              Upload your photo ID
            </a>
          </p>
        ) : failure ? (
          <p className="checkout-failure">
            ❌ Order failed: {failure.message}
            {restricted ? (
              <>
                {' '}
                <Link to={paths.shippingRestrictions()}>See shipping restrictions</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="checkout-page__actions">
        <Link to={stepHref('delivery')} className="btn btn--secondary">
          Back
        </Link>
        <Button onClick={props.onPlace} disabled={placing || blocked || props.paymentReady === false}>
          {placing ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Placing your order...
            </>
          ) : (
            'Place order'
          )}
        </Button>
      </div>
    </section>
  );
}
