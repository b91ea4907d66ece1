import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { MoneyTotals } from '../../components/money-totals';
import { SalePrice, YouSave } from '../../components/sale-price';
import { EmptyText, ErrorText, LoadingText } from '../../components/status-text';
import { type OrderFieldsFragment, OrderDocument } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { ORDER_STATUS_LABELS, formatOrderDate } from './order-status';

export interface OrderDetailsDialogProps {
  /** The order to show; null keeps the dialog closed. */
  orderNumber: string | null;
  onClose: () => void;
}

function OrderDetails({ order }: { order: OrderFieldsFragment }) {
  const { shipTo } = order;
  const status = ORDER_STATUS_LABELS[order.status];
  return (
    <>
      <section className="order-details__block" aria-labelledby="order-ship-title">
        <h3 id="order-ship-title">Shipping Info</h3>
        <dl className="order-details__ship">
          <div>
            <dt>Name</dt>
            <dd>
              {shipTo.firstName} {shipTo.lastName}
            </dd>
          </div>
          <div>
            <dt>ZipCode</dt>
            <dd>{shipTo.zipcode}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              {shipTo.address}, {shipTo.city}, {shipTo.stateName}
            </dd>
          </div>
        </dl>
      </section>
      <section className="order-details__block" aria-labelledby="order-lines-title">
        <h3 id="order-lines-title">Items</h3>
        <ul className="order-details__lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <dl>
                <div>
                  <dt>Order Number</dt>
                  <dd>#{order.orderNumber}</dd>
                </div>
                <div>
                  <dt>Item</dt>
                  <dd>{line.product ? <Link to={paths.product(line.product.slug)}>{line.name}</Link> : line.name}</dd>
                </div>
                <div>
                  <dt>Quantity</dt>
                  <dd>{line.quantity}</dd>
                </div>
                <div>
                  <dt>Rate</dt>
                  <dd>
                    <SalePrice price={line.unitPrice} compareAtPrice={line.compareAtPrice} />
                    <YouSave saving={line.saving} />
                  </dd>
                </div>
                <div>
                  <dt>Amount</dt>
                  <dd>{formatMoney(line.lineTotal)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{status}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <MoneyTotals totals={order} />
    </>
  );
}

/** "Order Details": where it goes, each line, the totals; loaded when opened. At most 80vh tall, scrolling. */
export function OrderDetailsDialog({ orderNumber, onClose }: OrderDetailsDialogProps) {
  const headRef = useRef<HTMLParagraphElement>(null);
  const { data, loading, error } = useQuery(OrderDocument, {
    variables: { orderNumber: orderNumber ?? '' },
    skip: orderNumber === null,
  });
  const order = data?.order;

  return (
    <Dialog
      open={orderNumber !== null}
      title="Order Details"
      onClose={onClose}
      className="order-details"
      // Focus starts at the top, so a long order is read (and shown) from its beginning.
      initialFocusRef={headRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {orderNumber ? (
            <Link className="btn btn--primary" to={paths.order(orderNumber)}>
              Track order
            </Link>
          ) : null}
        </>
      }
    >
      <p ref={headRef} tabIndex={-1} className="order-details__head">
        Order #{orderNumber}
        {order ? ` · ${formatOrderDate(order.placedAt)} · ${ORDER_STATUS_LABELS[order.status]}` : null}
      </p>
      {loading && !data ? (
        <LoadingText />
      ) : error && !data ? (
        <ErrorText>Error: {error.message}</ErrorText>
      ) : !order?.lines.length ? (
        <EmptyText>No order details found.</EmptyText>
      ) : (
        <OrderDetails order={order} />
      )}
    </Dialog>
  );
}
