import { useQuery } from '@apollo/client/react';
import { type FormEvent, Fragment } from 'react';
import { TextField } from '../../../../src/components/form-field';
import { AdminList, FilterButtons, FilterForm } from '../../components/admin-list';
import { PageHeader } from '../../components/page-header';
import { AuditEventsDocument } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { exportUrl } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';
import { ChangedValues } from './changed-values';

const PAGE_SIZE = 50;
const COLUMNS = ['When', 'Who', 'From', 'What', 'Record', 'Change'];
/** The filters, by their URL names (the CSV export reads the same names). */
const FILTERS = [
  { name: 'staff', label: 'Staff id' },
  { name: 'operation', label: 'Operation', hint: 'e.g. order.approve' },
  { name: 'recordType', label: 'Record type', hint: 'order, product, customer, staff…' },
  { name: 'recordId', label: 'Record id or number' },
] as const;

/** The whole audit trail, filtered in the URL, newest first, with its CSV export. */
export function Component() {
  const { params, get, page, set, setPage, submitFilters } = useListParams();
  const filter = {
    staffId: get('staff') || null,
    operation: get('operation') || null,
    recordType: get('recordType') || null,
    recordId: get('recordId') || null,
    from: get('from') || null,
    to: get('to') || null,
  };
  const { data, loading, error } = useQuery(AuditEventsDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitFilters(event, [...FILTERS.map((f) => f.name), 'from', 'to']);

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
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            defaultValue={get(f.name)}
            hint={'hint' in f ? f.hint : undefined}
          />
        ))}
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
              {event.recordType ? (
                <Fragment>
                  {event.recordType} {event.recordId}
                </Fragment>
              ) : (
                '—'
              )}
            </td>
            <td>
              <ChangedValues before={event.before} after={event.after} />
            </td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
