import { useMutation } from '@apollo/client/react';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import {
  AdminOrderDocument,
  CheckUnconfirmedRefundsDocument,
  RecordHistoryDocument,
} from '../../graphql/__generated__/graphql';
import { useMay } from '../../lib/staff-session';
import { useAttempt } from '../../lib/use-attempt';

/**
 * A refund the gateway never answered: it may have been made, so the order page offers no other refund (the order
 * route disables its Refund button, described by this note) until the gateway has been asked. Staff who may refund
 * ask it now; otherwise the next daily reconciliation does.
 */
export function UnconfirmedRefund({ orderNumber }: { orderNumber: string }) {
  const mayCheck = useMay('REFUND_ORDER');
  const [check] = useMutation(CheckUnconfirmedRefundsDocument, {
    refetchQueries: [AdminOrderDocument, RecordHistoryDocument],
  });
  const asking = useAttempt();
  return (
    <div>
      <p role="status" id="refund-unconfirmed">
        <strong>Refund unconfirmed: the gateway did not answer.</strong> A refund of this order may have been made, so
        no other refund can be sent until the gateway has been asked what became of it
        {mayCheck ? '.' : ' (the daily reconciliation asks it).'}
      </p>
      {asking.error && <FormAlert>{asking.error}</FormAlert>}
      {mayCheck && (
        <Button
          variant="secondary"
          disabled={asking.busy}
          onClick={() => void asking.attempt(() => check({ variables: { orderNumber } }))}
        >
          {asking.busy ? 'Asking the gateway…' : 'Check with the gateway'}
        </Button>
      )}
    </div>
  );
}
