import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { TableHead } from '../../components/table-head';
import { type DashboardQuery, DashboardDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { adminPaths } from '../../lib/paths';
import { SalesChart } from './sales-chart';
import { formatMoney } from '../../../../src/lib/format-money';
import { PageLoading } from '../../components/page-loading';

type Figures = DashboardQuery['dashboard'];

const DAY_COLUMNS = ['Day (UTC)', 'Orders', 'Revenue'];
const TOP_COLUMNS = ['Product', 'Units', 'Revenue'];

/** How the shop is doing, for staff with READ_DASHBOARD (the work to do is each role's cards, `WorkCards`). */
export function Dashboard() {
  const { data, error } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) {
    return <PageLoading label="Loading the dashboard…" />;
  }
  const d = data.dashboard;
  return (
    <>
      <SalesPanel d={d} />
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="top-heading">
          <h2 id="top-heading">Top products, last 30 days</h2>
          {d.topProducts.length === 0 ? (
            <p>Nothing sold in the last 30 days.</p>
          ) : (
            <table className="admin-table">
              <caption className="visually-hidden">Products sold most by units over the last 30 days</caption>
              <TableHead columns={TOP_COLUMNS} />
              <tbody>
                {d.topProducts.map((p) => (
                  <tr key={p.productId ?? p.name}>
                    <th scope="row">
                      {p.productId ? <Link to={adminPaths.product(p.productId)}>{p.name}</Link> : p.name}
                    </th>
                    <td>{p.units}</td>
                    <td>{formatMoney(p.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="admin-panel" aria-labelledby="low-heading">
          <h2 id="low-heading">Lowest stock</h2>
          {d.lowStock.products.length === 0 ? (
            <p>No product is at or below its low-stock threshold.</p>
          ) : (
            <ul>
              {d.lowStock.products.map((p) => (
                <li key={p.id}>
                  <Link to={adminPaths.product(p.id)}>{p.name}</Link>:{' '}
                  {p.stock === 0 ? 'out of stock' : `${p.stock} left`}{' '}
                  <span className="admin-muted">(threshold {p.threshold})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function SalesPanel({ d }: { d: Figures }) {
  return (
    <section className="admin-panel" aria-labelledby="sales-heading">
      <h2 id="sales-heading">Sales</h2>
      <dl className="admin-figures">
        <div>
          <dt>Today (UTC)</dt>
          <dd>
            {d.today.orders} orders · {formatMoney(d.today.revenueCents)}
          </dd>
        </div>
        <div>
          <dt>Last 30 days</dt>
          <dd>
            {d.last30Days.orders} orders · {formatMoney(d.last30Days.revenueCents)}
          </dd>
        </div>
        <div>
          <dt>Discounts given, 30 days</dt>
          <dd>
            {formatMoney(d.firstPurchaseDiscountCents)} on {d.firstPurchaseDiscountOrders} orders
          </dd>
        </div>
      </dl>
      <p className="admin-muted">Revenue leaves out rejected and refunded orders.</p>
      <SalesChart days={d.days} />
      <details>
        <summary>The figures per day</summary>
        <table className="admin-table">
          <caption className="visually-hidden">Orders and revenue per day, last 30 days</caption>
          <TableHead columns={DAY_COLUMNS} />
          <tbody>
            {d.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.orders}</td>
                <td>{formatMoney(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
