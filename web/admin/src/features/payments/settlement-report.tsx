import { useQuery } from '@apollo/client/react';
import { formatMoney } from '../../../../src/lib/format-money';
import { AdminTable } from '../../components/admin-list';
import { SettlementReportDocument } from '../../graphql/__generated__/graphql';

const DAYS = 14;
const COLUMNS = ['Day (UTC)', 'Captures', 'Captured', 'Refunds', 'Refunded', 'Net', 'Voided'];

/** The daily settlement report: what the shop captured and refunded each day of the last two weeks. */
export function SettlementReport() {
  const { data, error } = useQuery(SettlementReportDocument, {
    variables: { days: DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.settlementReport ?? [];
  return (
    <section className="admin-panel" aria-labelledby="settlement-heading">
      <h2 id="settlement-heading">Daily settlement, last {DAYS} days</h2>
      <AdminTable
        stacked
        result={{ data, error }}
        count={days.length}
        columns={COLUMNS}
        caption="Money captured and refunded per day, newest first"
        loadingLabel="Loading the settlement report…"
        loadingRows={4}
        empty="No money was captured or refunded in these days."
      >
        {days.map((d) => (
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
      </AdminTable>
    </section>
  );
}
