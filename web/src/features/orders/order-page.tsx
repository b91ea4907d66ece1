import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { MoneyTotals } from '../../components/money-totals';
import { OrderPayment } from './order-payment';
import { PayNow } from './pay-now';
import { SalePrice, YouSave } from '../../components/sale-price';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { type OrderPageQuery, OrderPageDocument } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BuyAgainButton } from './buy-again-button';
import { ORDER_STATUS_LABELS, formatDeliveryWindow, formatOrderDate } from './order-status';
import { OrderPageSkeleton } from './order-page-skeleton';
import { OrderTimeline } from './order-timeline';
import './order-page.css';
import './order-status.css';

type PageOrder = NonNullable<OrderPageQuery['order']>;

/** An order awaiting payment can be paid until it leaves (or is rejected): the server holds the same rule. */
const PAYABLE = new Set<string>(['PENDING_APPROVAL', 'APPROVED']);
/** Nothing paid yet, or an authorization staff released (the customer pays again, e.g. with another card). */
const OWED = new Set<string>(['UNPAID', 'VOIDED']);

/**
 * /app/orders/{orderNumber}: where the order is (a timeline with dates and tracking), what is in it, where it
 * goes, and Buy again. Another customer's number reads as not found, like one that does not exist.
 */
export function OrderPage() {
  const orderNumber = useParams().orderNumber ?? '';
  useDocumentTitle(`Order ${orderNumber}`);
  const { data, loading, error, refetch } = useQuery(OrderPageDocument, {
    variables: { orderNumber },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <OrderPageSkeleton />;
  if (error && !data) return <LoadError error={error} onRetry={refetch} lead="We could not load this order. " />;
  if (!data?.order) return <NotFoundPage />;
  return <OrderView order={data.order} />;
}

function OrderView({ order }: { order: PageOrder }) {
  const { shipTo, delivery } = order;
  const open = !['DELIVERED', 'REJECTED', 'REFUNDED'].includes(order.status);
  const window = formatDeliveryWindow(delivery);
  return (
    <article className="order-page" aria-labelledby="order-page-title">
      <header className="order-page__head">
        <p className="order-page__back">
          <Link to={paths.dashboard()}>← All orders</Link>
        </p>
        <h1 id="order-page-title" className="order-page__title">
          Order {order.orderNumber}
        </h1>
        <p className="order-page__meta">
          Placed {formatOrderDate(order.placedAt)} ·{' '}
          <span className={`order-status order-status--${order.status.toLowerCase()}`}>
            {ORDER_STATUS_LABELS[order.status]}
          </span>
          {order.awaitingIdentityVerification ? (
            <>
              {' '}
              · <span className="order-page__verification">Awaiting identity verification</span>
            </>
          ) : null}
        </p>
      </header>

      <section className="order-page__panel" aria-labelledby="order-progress-title">
        <h2 id="order-progress-title">Progress</h2>
        <OrderTimeline timeline={order.timeline} />
        {open && window ? <p className="order-page__eta">Expected delivery: {window}</p> : null}
      </section>

      <section className="order-page__panel" aria-labelledby="order-items-title">
        <h2 id="order-items-title">Items</h2>
        <div className="order-page__table">
          <table>
            <caption className="visually-hidden">Items in order {order.orderNumber}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="order-page__number">
                  Qty
                </th>
                <th scope="col" className="order-page__number">
                  Price
                </th>
                <th scope="col" className="order-page__number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    {line.product ? <Link to={paths.product(line.product.slug)}>{line.name}</Link> : line.name}
                  </th>
                  <td className="order-page__number">{line.quantity}</td>
                  <td className="order-page__number">
                    <SalePrice price={line.unitPrice} compareAtPrice={line.compareAtPrice} />
                    <YouSave saving={line.saving} />
                  </td>
                  <td className="order-page__number">{formatMoney(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <MoneyTotals totals={order} />
        <BuyAgainButton orderNumber={order.orderNumber} />
      </section>

      <OrderPayment payment={order.payment} />
      {OWED.has(order.payment.state) && order.payment.due > 0 && PAYABLE.has(order.status) ? (
        <PayNow orderNumber={order.orderNumber} due={order.payment.due} />
      ) : null}

      <section className="order-page__panel" aria-labelledby="order-ship-title">
        <h2 id="order-ship-title">Shipping</h2>
        <address className="order-page__address">
          {shipTo.firstName} {shipTo.lastName}
          <br />
          {shipTo.address}
          <br />
          {shipTo.city}, {shipTo.stateName} {shipTo.zipcode}
        </address>
        <p>{delivery.name}</p>
      </section>
    </article>
  );
}
