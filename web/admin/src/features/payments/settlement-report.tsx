import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../../../src/lib/format-money';
import { TableHead } from '../../components/table-head';
import { SettlementReportDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';

const DAYS = 14;
const COLUMNS = ['Day (UTC)', 'Captures', 'Captured', 'Refunds', 'Refunded', 'Net', 'Voided'];

/** The daily settlement report: what the shop captured and refunded each day of the last two weeks. */
export function SettlementReport() {
  const { data, error } = useQuery(SettlementReportDocument, {
    variables: { days: DAYS },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="admin-panel" aria-labelledby="settlement-heading">
      <h2 id="settlement-heading">Daily settlement, last {DAYS} days</h2>
      {error ? (
        <p role="alert">{adminErrorMessage(error)}</p>
      ) : !data ? (
        <p className="admin-muted">Loading…</p>
      ) : data.settlementReport.length === 0 ? (
        <p className="admin-muted">No money was captured or refunded in these days.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Money captured and refunded per day, newest first</caption>
            <TableHead columns={COLUMNS} />
            <tbody>
              {data.settlementReport.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{d.captures}</td>
                  <td>{formatMoney(d.captured)}</td>
                  <td>{d.refunds}</td>
                  <td>{formatMoney(d.refunded)}</td>
                  <td>{d.net < 0 ? `−${formatMoney(-d.net)}` : formatMoney(d.net)}</td>
                  <td>{d.voids}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
