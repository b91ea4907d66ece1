import { formatMoney } from '../lib/format-money';
import './money-totals.css';

/** Figures the server computed, in cents; the client only formats them. */
export interface MoneyTotalsValues {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** What the sale prices saved, already in the subtotal: shown, not subtracted. */
  savings?: number;
  /** The state's excise taxes, each its own line, once the state is known (in the total). */
  taxes?: readonly { name: string; amount: number }[];
}

/** Subtotal, the first-purchase discount when there is one, shipping ("Free" at 0), excise taxes and total. */
export function MoneyTotals({ totals }: { totals: MoneyTotalsValues }) {
  return (
    <dl className="money-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className="money-totals__discount">
          <dt>First purchase</dt>
          <dd>−{formatMoney(totals.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}</dd>
      </div>
      {totals.taxes?.map((tax) => (
        <div key={tax.name}>
          <dt>{tax.name}</dt>
          <dd>{formatMoney(tax.amount)}</dd>
        </div>
      ))}
      <div className="money-totals__total">
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
      {totals.savings ? (
        <div className="money-totals__savings">
          <dt>You save</dt>
          <dd>{formatMoney(totals.savings)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
