import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MoneyTotals, type MoneyTotalsValues } from '../../components/money-totals';
import { EmptyText } from '../../components/status-text';
import type { CartFieldsFragment } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';

/** The cart as it will be ordered: category, product, quantity and line total, then the server's totals. */
export function CheckoutSummary({
  cart,
  totals,
}: {
  cart: CartFieldsFragment | undefined;
  /** The cart's totals with the ship-to state's excise taxes, once known. */
  totals: MoneyTotalsValues | undefined;
}) {
  if (!cart?.lines.length || !totals) return <EmptyText>No items in the cart.</EmptyText>;
  return (
    <>
      <div className="checkout-summary__table">
        <table>
          <caption className="visually-hidden">Items in your order</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Product</th>
              <th scope="col" className="checkout-summary__number">
                Qty
              </th>
              <th scope="col" className="checkout-summary__number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.product.id}>
                <td>{line.product.category}</td>
                <th scope="row">
                  <Link to={paths.product(line.product.slug)}>{line.product.name}</Link>
                </th>
                <td className="checkout-summary__number">{line.quantity}</td>
                <td className="checkout-summary__number">{formatMoney(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoneyTotals totals={totals} />
    </>
  );
}
