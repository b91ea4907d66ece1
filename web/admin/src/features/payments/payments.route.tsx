import { useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../../src/components/form-field';
import { formatMoney } from '../../../../src/lib/format-money';
import { AdminList, FilterButtons, FilterForm } from '../../components/admin-list';
import { PageHeader } from '../../components/page-header';
import { PaymentsDocument } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { adminPaths, exportUrl } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';
import { STATE_LABELS } from './payment-panel';
import { SettlementReport } from './settlement-report';

const PAGE_SIZE = 50;
/** The days of the first payment, inclusive (UTC), by their URL names (the CSV export reads the same). */
const DAYS = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;
const COLUMNS = ['Order', 'First paid', 'State', 'Authorized', 'Captured', 'Refunded', 'Card', 'Transaction'];

/** Every order with a payment, newest first, filtered in the URL, with its CSV export. */
export function Component() {
  const { params, get, page, set, setPage, submitFilters } = useListParams();
  const filter = { from: get('from') || null, to: get('to') || null, text: get('text') || null };
  const { data, loading, error } = useQuery(PaymentsDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => submitFilters(event, ['text', 'from', 'to']);
  return (
    <>
      <PageHeader
        title="Payments"
        actions={
          <a className="btn btn--secondary" href={exportUrl('payments', params)} download>
            Export CSV
          </a>
        }
      >
        <p className="admin-muted">What each order authorized, captured and refunded, from the payment ledger.</p>
      </PageHeader>
      <FilterForm params={params} label="Filter the payments" onSubmit={submit}>
        <TextField label="Order number" name="text" defaultValue={get('text')} hint="or its beginning, e.g. ESI-1001" />
        {DAYS.map((day) => (
          <TextField key={day.name} label={day.label} name={day.name} type="date" defaultValue={get(day.name)} />
        ))}
        <FilterButtons params={params} set={set} />
      </FilterForm>
      <AdminList
        caption="Payments, newest first"
        columns={COLUMNS}
        total={data?.payments.total ?? 0}
        result={{ data, error, loading }}
        loadingLabel="Loading the payments…"
        empty="No payments match these filters."
        noun={['payment', 'payments']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {data?.payments.rows.map((row) => (
          <tr key={row.orderNumber}>
            <th scope="row">
              <Link to={adminPaths.order(row.orderNumber)}>{row.orderNumber}</Link>
            </th>
            <td>
              <time dateTime={row.firstAt}>{formatDateTime(row.firstAt)}</time>
            </td>
            <td>{STATE_LABELS[row.state]}</td>
            <td>{formatMoney(row.authorized)}</td>
            <td>{formatMoney(row.charged)}</td>
            <td>{formatMoney(row.refunded)}</td>
            <td>{row.brand ? `${row.brand}${row.lastFour ? ` ···· ${row.lastFour}` : ''}` : '—'}</td>
            <td>{row.transactionId ?? '—'}</td>
          </tr>
        ))}
      </AdminList>
      <SettlementReport />
    </>
  );
}
