import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { OrdersQuery } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { ORDER_STATUS_LABELS, formatOrderDate } from './order-status';

type OrderSummary = OrdersQuery['orders']['orders'][number];

export interface OrderTableProps {
  orders: readonly OrderSummary[];
  onOpen: (orderNumber: string) => void;
}

/**
 * ORDER, DATE, ITEMS, AMOUNT, STATUS. A click anywhere on a row opens its details; for the keyboard the order
 * number is a button (Enter or Space), and "Track order" goes to the order's own page. Explicit table roles keep the semantics when small screens restyle the
 * rows as cards.
 */
export function OrderTable({ orders, onOpen }: OrderTableProps) {
  const onRowClick = (event: MouseEvent, orderNumber: string) => {
    // The button and the link handle their own clicks; a click elsewhere on the row opens the details.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    onOpen(orderNumber);
  };

  return (
    <table className="order-table" role="table">
      <caption className="visually-hidden">Your orders, newest first</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            ORDER
          </th>
          <th role="columnheader" scope="col">
            DATE
          </th>
          <th role="columnheader" scope="col">
            ITEMS
          </th>
          <th role="columnheader" scope="col">
            AMOUNT
          </th>
          <th role="columnheader" scope="col">
            STATUS
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {orders.map((order) => (
          <tr
            key={order.orderNumber}
            role="row"
            className="order-table__row"
            onClick={(e) => onRowClick(e, order.orderNumber)}
          >
            <td role="cell" data-label="Order">
              <button
                type="button"
                className="order-table__open"
                aria-haspopup="dialog"
                aria-label={`Order #${order.orderNumber}, show details`}
                onClick={() => onOpen(order.orderNumber)}
              >
                #{order.orderNumber}
              </button>
              <Link className="order-table__page" to={paths.order(order.orderNumber)}>
                Track order<span className="visually-hidden"> #{order.orderNumber}</span>
              </Link>
            </td>
            <td role="cell" data-label="Date">
              {formatOrderDate(order.placedAt)}
            </td>
            <td role="cell" data-label="Items">
              {order.itemCount}
            </td>
            <td role="cell" data-label="Amount">
              {formatMoney(order.total)}
            </td>
            <td role="cell" data-label="Status">
              <span className={`order-status order-status--${order.status.toLowerCase()}`}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
