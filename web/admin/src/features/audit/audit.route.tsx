import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { AdminList, FilterButtons, FilterForm } from '../../components/admin-list';
import { PageHeader } from '../../components/page-header';
import { AuditEventsDocument } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { adminPaths, exportUrl } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';
import { ChangedValues } from './changed-values';

const PAGE_SIZE = 50;
const COLUMNS = ['When', 'Who', 'From', 'What', 'Record', 'Change'];
/** The text filters, by their URL names (the CSV export reads the same names). */
const FILTERS = [
  { name: 'staff', label: 'Staff', hint: 'Name or e-mail' },
  { name: 'record', label: 'Record', hint: 'A name, an order number or an id' },
  { name: 'operation', label: 'Operation', hint: 'e.g. product.update' },
] as const;

/** The kinds of record the trail names, as the server knows them (AUDIT_RECORD_TYPES), in words. */
const RECORD_TYPES: readonly [string, string][] = [
  ['order', 'Order'],
  ['product', 'Product'],
  ['customer', 'Customer'],
  ['staff', 'Staff member'],
  ['shipping-rule', 'Shipping rule'],
  ['directory-listing', 'Directory listing'],
  ['carrier', 'Carrier'],
  ['parcel-label', 'Parcel label'],
  ['pact-report', 'PACT report'],
  ['promotion', 'Promotion'],
];

/** The page of a record the back office has one for. */
const RECORD_PAGES: Readonly<Record<string, (id: string) => string>> = {
  order: adminPaths.order,
  product: adminPaths.product,
  customer: adminPaths.customer,
};

/** A record as the trail names it: its kind in words, and its id, linked to its page when it has one. */
function RecordName({ type, id }: { type: string | null; id: string | null }) {
  if (!type) return <span className="admin-muted">—</span>;
  const kind = RECORD_TYPES.find(([key]) => key === type)?.[1] ?? type;
  const page = id ? RECORD_PAGES[type] : undefined;
  return (
    <>
      {kind} {page && id ? <Link to={page(id)}>{id}</Link> : id}
    </>
  );
}

/** The values before and after as stored, for whoever needs the detail the readable lines leave out. */
function RawValues({ before, after }: { before: string | null; after: string | null }) {
  if (!before && !after) return null;
  return (
    <details className="admin-raw-values">
      <summary>As recorded</summary>
      {before && <pre>{`before: ${before}`}</pre>}
      {after && <pre>{`after: ${after}`}</pre>}
    </details>
  );
}

/** The whole audit trail, filtered in the URL, newest first, with its CSV export. */
export function Component() {
  const { params, get, page, set, setPage, submitFilters } = useListParams();
  const filter = {
    staff: get('staff') || null,
    operation: get('operation') || null,
    recordType: get('recordType') || null,
    record: get('record') || null,
    from: get('from') || null,
    to: get('to') || null,
  };
  const { data, loading, error } = useQuery(AuditEventsDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitFilters(event, [...FILTERS.map((f) => f.name), 'recordType', 'from', 'to']);

  const total = data?.auditEvents.total ?? 0;
  return (
    <>
      <PageHeader
        title="Audit trail"
        actions={
          <a className="btn btn--secondary" href={exportUrl('audit', params)} download>
            Export CSV
          </a>
        }
      >
        <p className="admin-muted">Every change made in the back office, who made it, when and from where.</p>
      </PageHeader>
      <FilterForm params={params} label="Filter the trail" onSubmit={submit}>
        {FILTERS.map((f) => (
          <TextField key={f.name} label={f.label} name={f.name} defaultValue={get(f.name)} hint={f.hint} />
        ))}
        <SelectField label="Record type" name="recordType" defaultValue={get('recordType')}>
          <option value="">Any</option>
          {RECORD_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="From" name="from" type="date" defaultValue={get('from')} />
        <TextField label="To" name="to" type="date" defaultValue={get('to')} />
        <FilterButtons params={params} set={set} />
      </FilterForm>
      <AdminList
        result={{ data, error, loading }}
        total={total}
        columns={COLUMNS}
        caption="Audit trail entries, newest first"
        loadingLabel="Loading the audit trail…"
        empty="No changes match these filters."
        noun={['entry', 'entries']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {data?.auditEvents.events.map((event) => (
          <tr key={event.id}>
            <td>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </td>
            <td>
              {event.staffEmail ?? <span className="admin-muted">not signed in</span>}
              {event.staffRole && <span className="admin-muted"> ({event.staffRole})</span>}
            </td>
            <td>{event.clientIp}</td>
            <th scope="row">{event.operation}</th>
            <td>
              <RecordName type={event.recordType} id={event.recordId} />
            </td>
            <td>
              <ChangedValues before={event.before} after={event.after} />
              <RawValues before={event.before} after={event.after} />
            </td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
