import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { Pager } from '../../../../src/components/pager';
import { LoadingStatus } from '../../../../src/components/skeleton';
import { formatMoney } from '../../../../src/lib/format-money';
import { PageHeader } from '../../components/page-header';
import {
  AdminOrderListDocument,
  BulkApproveOrdersDocument,
  type BulkApproveOrdersMutation,
  type OrderSort,
  type OrderStatus,
} from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { adminPaths, exportUrl } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { useListParams } from '../../lib/use-list-params';
import { useAttempt } from '../../lib/use-attempt';
import { ORDER_STATUSES, STATUS_LABELS } from './order-labels';
import './orders.css';
import { useStackedLabels } from '../../components/stacked-table';
import { FilterButtons, FilterForm, ListStates } from '../../components/admin-list';

const PAGE_SIZE = 50;
const COLUMNS = ['Select', 'Order', 'Placed', 'Status', 'Customer', 'Ships to', 'Items', 'Total'];
const SORTS: Record<OrderSort, string> = {
  DATE_DESC: 'Newest first',
  DATE_ASC: 'Oldest first',
  TOTAL_DESC: 'Largest total first',
  TOTAL_ASC: 'Smallest total first',
};

/** The `identity` filter in the address: orders held for identity verification, or those not held. */
const IDENTITY_FILTER: Readonly<Record<string, boolean>> = { held: true, clear: false };

/** The orders desk: filters in the URL, status chips with counts, bulk approval and packing slips, CSV export. */
export function Component() {
  const { params, get, getAll, page, set, setPage } = useListParams();
  const canUpdate = useMay('UPDATE_ORDER');
  const status = getAll('status').filter((s): s is OrderStatus => s in STATUS_LABELS);
  const sort = (get('sort') in SORTS ? get('sort') : 'DATE_DESC') as OrderSort;
  const filter = {
    status: status.length ? status : null,
    state: getAll('state').length ? getAll('state') : null,
    from: get('from') || null,
    to: get('to') || null,
    text: get('text') || null,
    awaitingIdentity: IDENTITY_FILTER[get('identity')] ?? null,
  };
  const { data, loading, error } = useQuery(AdminOrderListDocument, {
    variables: { filter, sort, page: { page, pageSize: PAGE_SIZE } },
  });
  const [selected, setSelected] = useState<string[]>([]);
  const stackedRef = useStackedLabels(COLUMNS);
  const [outcomes, setOutcomes] = useState<BulkApproveOrdersMutation['bulkApproveOrders'] | null>(null);
  const bulk = useAttempt();
  const [bulkApprove] = useMutation(BulkApproveOrdersDocument, { refetchQueries: [AdminOrderListDocument] });
  // The export takes the list's filters and sort, all of its pages.

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    const state = text('state');
    set({
      text: text('text'),
      identity: text('identity'),
      from: text('from'),
      to: text('to'),
      // Each state by its code or its name ("AZ, New Jersey"): the server reads both.
      state: state
        ? state
            .split(/[,;]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : null,
    });
  };
  const toggleStatus = (s: OrderStatus) =>
    set({ status: status.includes(s) ? status.filter((x) => x !== s) : [...status, s] });
  const toggle = (orderNumber: string) =>
    setSelected((now) => (now.includes(orderNumber) ? now.filter((n) => n !== orderNumber) : [...now, orderNumber]));
  const approveSelected = () =>
    bulk.attempt(async () => {
      const answer = await bulkApprove({ variables: { orderNumbers: selected } });
      setOutcomes(answer.data?.bulkApproveOrders ?? null);
      setSelected([]);
    });

  const rows = data?.orders.orders ?? [];
  const total = data?.orders.total ?? 0;
  const counts = new Map(data?.orders.statusCounts.map((c) => [c.status, c.count]));
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.orderNumber));
  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <a className="btn btn--secondary" href={exportUrl('orders', params)} download>
            Export CSV
          </a>
        }
      />
      <div className="order-chips" role="group" aria-label="Status">
        {ORDER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="order-chip"
            aria-pressed={status.includes(s)}
            onClick={() => toggleStatus(s)}
          >
            {STATUS_LABELS[s]} <span className="order-chip-count">{counts.get(s) ?? '…'}</span>
          </button>
        ))}
      </div>
      <FilterForm params={params} label="Filter orders" onSubmit={submit}>
        <TextField label="Search" name="text" defaultValue={get('text')} hint="Order number, customer name or e-mail" />
        <TextField
          label="Ship-to state"
          name="state"
          defaultValue={getAll('state').join(', ')}
          hint="Codes or names, e.g. AZ, New Jersey"
        />
        <SelectField label="Identity verification" name="identity" defaultValue={get('identity')}>
          <option value="">Any</option>
          <option value="held">Held for verification</option>
          <option value="clear">Not held</option>
        </SelectField>
        <TextField label="Placed from" name="from" type="date" defaultValue={get('from')} />
        <TextField label="Placed to" name="to" type="date" defaultValue={get('to')} />
        <FilterButtons params={params} set={set} keep={['sort']} />
      </FilterForm>
      <div className="order-toolbar">
        <SelectField
          label="Sort"
          value={sort}
          onChange={(e) => set({ sort: e.target.value === 'DATE_DESC' ? null : e.target.value })}
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <p className="admin-muted" aria-live="polite">
          {selected.length} selected
        </p>
        {canUpdate && (
          <Button disabled={!selected.length || bulk.busy} onClick={() => void approveSelected()}>
            {bulk.busy ? 'Approving…' : 'Approve selected'}
          </Button>
        )}
        {selected.length > 0 ? (
          <Link className="btn btn--secondary" to={adminPaths.packingSlips(selected)}>
            Packing slips ({selected.length})
          </Link>
        ) : (
          <Button variant="secondary" disabled>
            Packing slips
          </Button>
        )}
      </div>
      {bulk.error && <p role="alert">{bulk.error}</p>}
      {outcomes && (
        <section className="admin-panel" aria-labelledby="bulk-heading">
          <h2 id="bulk-heading">Bulk approval</h2>
          <ul>
            {outcomes.map((o) => (
              <li key={o.orderNumber}>
                {o.orderNumber}: {o.done ? 'approved' : `not approved — ${o.problem}`}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setOutcomes(null)}>
            Dismiss
          </Button>
        </section>
      )}
      <ListStates
        result={{ data, error }}
        count={total}
        columns={COLUMNS}
        loadingLabel="Loading orders…"
        empty="No orders match these filters."
      >
        <LoadingStatus loading={loading} />
        <p className="admin-muted">
          {total} {total === 1 ? 'order' : 'orders'}
        </p>
        <div className="admin-table-wrap">
          <table ref={stackedRef} className="admin-table admin-table--stacked order-table">
            <caption className="visually-hidden">Orders, {SORTS[sort].toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every order on this page"
                    checked={allSelected}
                    onChange={() =>
                      setSelected(allSelected ? [] : [...new Set([...selected, ...rows.map((r) => r.orderNumber)])])
                    }
                  />
                </th>
                {COLUMNS.slice(1).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.orderNumber}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${order.orderNumber}`}
                      checked={selected.includes(order.orderNumber)}
                      onChange={() => toggle(order.orderNumber)}
                    />
                  </td>
                  <th scope="row">
                    <Link to={adminPaths.order(order.orderNumber)}>{order.orderNumber}</Link>
                  </th>
                  <td>
                    <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
                  </td>
                  <td>{STATUS_LABELS[order.status]}</td>
                  <td>
                    {order.customerName}
                    <br />
                    <span className="admin-muted">{order.customerEmail}</span>
                  </td>
                  <td>
                    {order.shipToName}, {order.shipState}
                  </td>
                  <td>{order.itemCount}</td>
                  <td>{formatMoney(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Order pages" />
      </ListStates>
    </>
  );
}
