import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import {
  type AdminOrderFieldsFragment,
  AdminOrderDocument,
  RecordHistoryDocument,
  VerifyOrderIdentityDocument,
} from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';

const OUTCOME_LABELS: Record<string, string> = {
  PASSED: 'Passed',
  FAILED: 'Failed',
  NEEDS_DOCUMENT: 'Photo ID needed',
  PENDING_REVIEW: 'Under review by the provider',
  ERROR: 'The provider did not answer (retried)',
};

type Order = Pick<
  AdminOrderFieldsFragment,
  'orderNumber' | 'awaitingIdentityVerification' | 'canVerifyIdentity' | 'identityVerification'
>;

/**
 * The age and identity check the order was placed with (PACT keeps it with the order), and, while it awaits a
 * pass, the form where staff with VERIFY_IDENTITY record a manual verification: how and its reference.
 */
export function IdentityVerificationPanel({ order }: { order: Order }) {
  const [verify] = useMutation(VerifyOrderIdentityDocument, {
    refetchQueries: [AdminOrderDocument, RecordHistoryDocument],
  });
  const { busy, error, attempt } = useAttempt();
  const check = order.identityVerification;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const variables = {
      orderNumber: order.orderNumber,
      how: String(form.get('how') ?? ''),
      reference: String(form.get('reference') ?? ''),
    };
    void attempt(() => verify({ variables }));
  };
  return (
    <section className="admin-panel" aria-labelledby="verification-heading">
      <h2 id="verification-heading">Identity verification</h2>
      {order.awaitingIdentityVerification && (
        <p role="status">
          <strong>Awaiting identity verification</strong>: the order cannot be approved until the check passes.
        </p>
      )}
      {check ? (
        <p>
          {OUTCOME_LABELS[check.outcome] ?? check.outcome} · {check.provider}
          {check.reference && <> · reference {check.reference}</>} ·{' '}
          <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt)}</time>
          {check.note && <> · {check.note}</>}
        </p>
      ) : (
        <p className="admin-muted">Placed before checks at checkout.</p>
      )}
      {order.canVerifyIdentity && (
        <form onSubmit={submit} className="order-note-form">
          {error && <FormAlert>{error}</FormAlert>}
          <TextField
            label="Verified manually: how"
            name="how"
            required
            maxLength={200}
            placeholder="ID seen at pickup"
          />
          <TextField label="Reference" name="reference" required maxLength={200} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Record manual verification'}
          </Button>
        </form>
      )}
    </section>
  );
}
