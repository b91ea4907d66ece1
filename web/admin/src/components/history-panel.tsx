import { useQuery } from '@apollo/client/react';
import { Button } from '../../../src/components/button';
import { Dialog } from '../../../src/components/dialog';
import { RecordHistoryDocument } from '../graphql/__generated__/graphql';
import { adminErrorMessage } from '../lib/admin-errors';
import { changedValues } from '../lib/changed-values';
import { formatDateTime } from '../lib/format';

/** "Who changed this, and when?": a record's own audit trail, newest first. */
export function HistoryPanel({ recordType, recordId }: { recordType: string; recordId: string }) {
  const { data, loading, error } = useQuery(RecordHistoryDocument, { variables: { recordType, recordId } });
  return (
    <section className="admin-panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {error ? (
        <p role="alert">{adminErrorMessage(error)}</p>
      ) : loading && !data ? (
        <p>Loading history…</p>
      ) : !data?.recordHistory.length ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="admin-history">
          {data.recordHistory.map((event) => (
            <li key={event.id}>
              <p>
                <strong>{event.operation}</strong> by {event.staffEmail ?? 'the command line or a visitor'}
                {event.staffRole ? ` (${event.staffRole})` : ''},{' '}
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {changedValues(event.before, event.after).map((line) => (
                <p key={line} className="admin-muted">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A record's history in a dialog, opened from a list's row: `record` is the row shown, or null when closed. */
export function HistoryDialog({
  record,
  recordType,
  title,
  onClose,
}: {
  record: { id: string } | null;
  recordType: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={record !== null} title={title} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {record && <HistoryPanel recordType={recordType} recordId={record.id} />}
    </Dialog>
  );
}
