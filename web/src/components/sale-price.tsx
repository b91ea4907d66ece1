import { formatMoney } from '../lib/format-money';
import './sale-price.css';

export interface SalePriceProps {
  /** What is charged, in cents. */
  price: number;
  /** The former price, in cents; null or absent when not on sale. */
  compareAtPrice?: number | null;
  /** The whole percentage off, shown as a badge where there is room (cards, the product page). */
  savingPercent?: number | null;
}

/**
 * A price; on sale, the former price struck through before it. The struck price is not read as a price by
 * screen readers, so hidden words say which is which.
 */
export function SalePrice({ price, compareAtPrice, savingPercent }: SalePriceProps) {
  if (compareAtPrice == null) return <>{formatMoney(price)}</>;
  return (
    <span className="sale-price">
      <span className="visually-hidden">Was</span> <s className="sale-price__was">{formatMoney(compareAtPrice)}</s>{' '}
      <span className="visually-hidden">now</span> <span className="sale-price__now">{formatMoney(price)}</span>
      {savingPercent ? <span className="sale-price__badge">{savingPercent}% off</span> : null}
    </span>
  );
}

/** "You save $X" for a line or an order on sale; nothing when there is no saving. */
export function YouSave({ saving }: { saving: number }) {
  return saving > 0 ? <span className="you-save">You save {formatMoney(saving)}</span> : null;
}
