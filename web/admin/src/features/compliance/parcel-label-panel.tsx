import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../../src/components/button';
import { FormDialog } from '../../components/form-dialog';
import { HistoryPanel } from '../../components/history-panel';
import {
  ConfirmParcelLabelStatementDocument,
  ParcelLabelStatementDocument,
  RecordHistoryDocument,
} from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import './parcel-label-panel.css';

/** Room on a label, as the server allows. */
const STATEMENT_MAX = 500;

/**
 * The federal statement every parcel carries, as labels and slips print it: who confirmed its wording and when,
 * and for compliance staff "Confirm or change" (the wording is asked for again, audited).
 */
export function ParcelLabelPanel({ mayConfirm }: { mayConfirm: boolean }) {
  const { data, error } = useQuery(ParcelLabelStatementDocument);
  const [confirm] = useMutation(ConfirmParcelLabelStatementDocument, {
    refetchQueries: [ParcelLabelStatementDocument, RecordHistoryDocument],
    awaitRefetchQueries: true,
  });
  const [editing, setEditing] = useState(false);
  const statement = data?.parcelLabelStatement;
  return (
    <>
      <section className="admin-panel" aria-labelledby="parcel-label-heading">
        <h2 id="parcel-label-heading">Parcel label statement</h2>
        {error ? (
          <p role="alert">{adminErrorMessage(error)}</p>
        ) : !statement ? (
          <p>Loading the statement…</p>
        ) : (
          <>
            <p className="admin-muted">
              Printed on every shipping label and packing slip, on the side with the address (15 U.S.C. 376(b)(3)).
            </p>
            <blockquote className="parcel-label-statement">{statement.text}</blockquote>
            <p className="admin-muted">Source: {statement.source}</p>
            {statement.confirmedAt ? (
              <p>
                Confirmed by {statement.confirmedBy ?? 'the command line'} on{' '}
                <time dateTime={statement.confirmedAt}>{formatDateTime(statement.confirmedAt)}</time>.
              </p>
            ) : (
              <p role="status">Not confirmed yet: check the wording against the law and confirm it.</p>
            )}
            {mayConfirm && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Confirm or change
              </Button>
            )}
            <FormDialog
              open={editing}
              title="Confirm the parcel label statement"
              submitLabel="Confirm"
              busyLabel="Confirming…"
              onClose={() => setEditing(false)}
              onSubmit={(form) => confirm({ variables: { text: String(form.get('text') ?? '') } })}
            >
              <p>Every label and slip printed from now on carries this wording. The trail keeps who confirmed it.</p>
              <div className="parcel-label-field">
                <label htmlFor="parcel-label-text">Statement</label>
                <textarea
                  key={statement.text}
                  id="parcel-label-text"
                  name="text"
                  required
                  maxLength={STATEMENT_MAX}
                  rows={4}
                  defaultValue={statement.text}
                />
              </div>
            </FormDialog>
          </>
        )}
      </section>
      <HistoryPanel recordType="parcel-label" recordId="statement" />
    </>
  );
}
