import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { TextField } from '../../../../src/components/form-field';
import { AdminTable } from '../../components/admin-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import {
  MarkPactReportFiledDocument,
  MyWorkDocument,
  type PactReportDueFieldsFragment,
  PactReportsDocument,
} from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { ParcelLabelPanel } from './parcel-label-panel';

const STATUS_LABELS = { DUE: 'Due', OVERDUE: 'Overdue', FILED: 'Filed' } as const;
const COLUMNS = ['State', 'Month', 'Shipments', 'Due', 'Status', 'Actions'];

/**
 * The monthly PACT reports: each state with shipments of vapour products this month or in the five before, due
 * by the 10th of the next month; the CSV, the printable report, and "Mark filed" (asked first, audited).
 */
export function Component() {
  // Files reports and confirms the parcel label statement.
  const mayUpdateCompliance = useMay('UPDATE_COMPLIANCE');
  const { data, error } = useQuery(PactReportsDocument);
  const [markFiled] = useMutation(MarkPactReportFiledDocument, {
    // The start page's compliance card counts the reports due.
    refetchQueries: [PactReportsDocument, MyWorkDocument],
  });
  const [filing, setFiling] = useState<PactReportDueFieldsFragment | null>(null);
  const [reference, setReference] = useState('');
  const describe = (r: PactReportDueFieldsFragment) => `${r.stateName} ${r.month}`;
  const reports = data?.pactReports ?? [];

  return (
    <>
      <PageHeader title="PACT reports">
        <p className="admin-muted">
          Each month’s shipments of vapour products into a state are reported to that state’s tax administrator by the
          10th of the next month (PACT Act, 15 U.S.C. 376).
        </p>
      </PageHeader>
      <AdminTable
        stacked
        result={{ data, error }}
        count={reports.length}
        columns={COLUMNS}
        caption="PACT reports by month and state"
        loadingLabel="Loading the PACT reports…"
        empty="No shipments of vapour products in the last six months."
      >
        {reports.map((r) => (
          <tr key={`${r.stateCode} ${r.month}`}>
            <th scope="row">{r.stateName}</th>
            <td>{r.month}</td>
            <td>{r.shipments}</td>
            <td>{r.dueOn}</td>
            <td>
              {STATUS_LABELS[r.status]}
              {r.filing && (
                <>
                  {' '}
                  by {r.filing.filedBy ?? 'the command line'} on {formatDateTime(r.filing.filedAt)}
                  {r.filing.reference && ` (${r.filing.reference})`}
                </>
              )}
            </td>
            <td className="admin-row-actions">
              <a
                href={`/admin-api/export/pact-report.csv?${new URLSearchParams({ state: r.stateCode, month: r.month })}`}
                aria-label={`Download the CSV of ${describe(r)}`}
              >
                CSV
              </a>{' '}
              <Link to={adminPaths.pactReport(r.stateCode, r.month)} aria-label={`Open the report of ${describe(r)}`}>
                Report
              </Link>{' '}
              {mayUpdateCompliance && r.status !== 'FILED' && (
                <Button variant="secondary" onClick={() => setFiling(r)} aria-label={`Mark filed: ${describe(r)}`}>
                  Mark filed
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={filing !== null}
        title={`Mark the ${filing ? describe(filing) : ''} report filed?`}
        confirmLabel="Mark filed"
        onConfirm={() =>
          markFiled({ variables: { state: filing!.stateCode, month: filing!.month, reference: reference.trim() } })
        }
        onClose={() => {
          setFiling(null);
          setReference('');
        }}
      >
        <p>The trail keeps who marked it and when. It cannot be undone here.</p>
        <TextField
          label="State’s confirmation or note (optional)"
          name="reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </ConfirmDialog>
      <ParcelLabelPanel mayConfirm={mayUpdateCompliance} />
    </>
  );
}
