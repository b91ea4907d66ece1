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
  /** Each promotion and what it took off (`discount` is the lines' together). */
  discounts?: readonly { name: string; code?: string | null; amount: number; freeShipping: boolean }[];
  /** Discounts the law does not allow on some lines, each with the sentence to show. */
  notices?: readonly { message: string; products: readonly string[] }[];
}

/** A promotion as a totals line names it: its name, and the code that gave it. */
const discountLabel = (d: { name: string; code?: string | null }) => (d.code ? `${d.name} (${d.code})` : d.name);

/** Subtotal, each promotion's discount, shipping ("Free" at 0, and by which promotion), excise taxes and total. */
export function MoneyTotals({ totals }: { totals: MoneyTotalsValues }) {
  return (
    <>
      <dl className="money-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        {totals.discounts
          ? totals.discounts
              .filter((d) => !d.freeShipping)
              .map((d) => (
                <div className="money-totals__discount" key={discountLabel(d)}>
                  <dt>{discountLabel(d)}</dt>
                  <dd>−{formatMoney(d.amount)}</dd>
                </div>
              ))
          : totals.discount > 0 && (
              <div className="money-totals__discount">
                <dt>Discount</dt>
                <dd>−{formatMoney(totals.discount)}</dd>
              </div>
            )}
        <div>
          <dt>
            Shipping
            {totals.discounts
              ?.filter((d) => d.freeShipping)
              .map((d) => ` (${discountLabel(d)})`)
              .join('')}
          </dt>
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
      {totals.notices?.length ? (
        <ul className="money-totals__notices" aria-label="Discounts not allowed">
          {totals.notices.map((notice) => (
            <li key={notice.message + notice.products.join()}>
              <strong>{notice.products.join(', ')}:</strong> {notice.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
