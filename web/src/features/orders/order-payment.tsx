import type { OrderPageQuery } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';

type Payment = NonNullable<OrderPageQuery['order']>['payment'];

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (iso: string): string => dayFormat.format(new Date(iso));

const BRANDS: Record<string, string> = {
  Visa: 'Visa',
  MasterCard: 'Mastercard',
  AmericanExpress: 'American Express',
  Discover: 'Discover',
  eCheck: 'bank account',
};

/** What the order's money is, in words: authorized, charged, refunded, or still to pay. */
function summary(payment: Payment): string {
  switch (payment.state) {
    case 'AUTHORIZED':
      return `${formatMoney(payment.authorized)} is authorized on your card; it is charged when your order ships.`;
    case 'HELD':
      return `${formatMoney(payment.authorized)} is authorized on your card while the payment is reviewed.`;
    case 'CAPTURED':
      return `${formatMoney(payment.charged)} was charged.`;
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return `${formatMoney(payment.charged)} was charged and ${formatMoney(payment.refunded)} refunded.`;
    case 'VOIDED':
      return 'The authorization was released: nothing was charged.';
    case 'UNKNOWN':
      return 'We are confirming your payment with the card processor.';
    case 'UNPAID':
      return `${formatMoney(payment.due)} is still to pay.`;
  }
}

/** The order page's Payment panel: what was charged and refunded, with which card. */
export function OrderPayment({ payment }: { payment: Payment }) {
  const card = payment.brand
    ? `${BRANDS[payment.brand] ?? payment.brand}${payment.lastFour ? ` ending ${payment.lastFour}` : ''}`
    : null;
  return (
    <section className="order-page__panel" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">Payment</h2>
      <p>{summary(payment)}</p>
      {card ? <p>Paid with {card}.</p> : null}
      {payment.refunds.length ? (
        <>
          <h3>Refunds</h3>
          <ul className="order-page__refunds">
            {payment.refunds.map((refund) => (
              <li key={refund.at}>
                {formatMoney(refund.amount)} refunded on <time dateTime={refund.at}>{dayOf(refund.at)}</time>
                {refund.reason ? <>: {refund.reason}</> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
