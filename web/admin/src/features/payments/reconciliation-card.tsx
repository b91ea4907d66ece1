import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import { PaymentReconciliationDocument, ReconcilePaymentsDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { useAttempt } from '../../lib/use-attempt';

/** The daily reconciliation's last run: every difference between the ledger and the gateway, to look into. */
export function ReconciliationCard() {
  const { data, error } = useQuery(PaymentReconciliationDocument, { fetchPolicy: 'cache-and-network' });
  const [reconcile] = useMutation(ReconcilePaymentsDocument, { refetchQueries: [PaymentReconciliationDocument] });
  const mayRun = useMay('UPDATE_ORDER');
  const running = useAttempt();
  const run = data?.paymentReconciliation;
  return (
    <section className="admin-panel" aria-labelledby="reconciliation-heading">
      <h2 id="reconciliation-heading">Payments against the gateway</h2>
      {error ? (
        <p role="alert">{adminErrorMessage(error)}</p>
      ) : !data ? (
        <p className="admin-muted">Loading…</p>
      ) : !run ? (
        <p className="admin-muted">Not reconciled yet: it runs once a day.</p>
      ) : (
        <>
          <p>
            Last checked <time dateTime={run.ranAt}>{formatDateTime(run.ranAt)}</time> with {run.provider}:{' '}
            {run.checked} {run.checked === 1 ? 'payment' : 'payments'},{' '}
            <strong>
              {run.mismatches.length} {run.mismatches.length === 1 ? 'difference' : 'differences'}
            </strong>
            .
          </p>
          {run.mismatches.length > 0 && (
            <ul className="admin-todo">
              {run.mismatches.map((m, index) => (
                <li key={`${m.orderNumber}-${m.transactionId ?? index}`}>
                  <Link to={adminPaths.order(m.orderNumber)}>{m.orderNumber}</Link> · ours: {m.ledger} · the gateway:{' '}
                  {m.gateway}
                  {m.action && <> · {m.action}</>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {running.error && <FormAlert>{running.error}</FormAlert>}
      {mayRun && (
        <Button variant="secondary" disabled={running.busy} onClick={() => void running.attempt(() => reconcile())}>
          {running.busy ? 'Checking…' : 'Check now'}
        </Button>
      )}
    </section>
  );
}
