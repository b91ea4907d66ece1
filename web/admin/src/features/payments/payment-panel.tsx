import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../../src/components/button';
import { TextField } from '../../../../src/components/form-field';
import { FormDialog } from '../../components/form-dialog';
import {
  type AdminOrderPaymentFieldsFragment,
  AdminOrderDocument,
  CapturePaymentDocument,
  RecordHistoryDocument,
  RecordPaymentDocument,
  VoidPaymentDocument,
} from '../../graphql/__generated__/graphql';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMay } from '../../lib/staff-session';
import { MoneyField } from '../../components/money-field';
import { FormProblem } from '../../lib/admin-errors';
import { typedCents } from '../../lib/dollars';
import { formatMoney } from '../../../../src/lib/format-money';
import { AdminTable } from '../../components/admin-list';
import { formatDateTime } from '../../lib/format';
import { UnconfirmedRefund } from './unconfirmed-refund';

export const STATE_LABELS: Record<AdminOrderPaymentFieldsFragment['state'], string> = {
  UNPAID: 'Unpaid',
  UNKNOWN: 'Unconfirmed: the gateway is being asked',
  AUTHORIZED: 'Authorized (captured when it ships)',
  HELD: "Authorized, held by the gateway's fraud review",
  CAPTURED: 'Captured',
  PARTIALLY_REFUNDED: 'Captured, partly refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided: nothing charged',
};

/** AVS and CVV codes (Authorize.Net's) in words; an unknown code is shown as it is. */
const AVS: Record<string, string> = {
  Y: 'address and ZIP match',
  A: 'address matches, ZIP does not',
  Z: 'ZIP matches, address does not',
  N: 'no match',
  P: 'not applicable',
  U: 'unavailable',
};
const CVV: Record<string, string> = {
  M: 'match',
  N: 'no match',
  P: 'not processed',
  S: 'not on the card',
  U: 'unavailable',
};

const EVENT_COLUMNS = ['When', 'What', 'Outcome', 'Amount', 'Transaction', 'Gateway said', 'By'];

/**
 * A payment received by other means (a money order, cash at pick-up): its amount in dollars, its reference and a
 * note; recorded once per reference, never beyond what the order owes.
 */
function RecordPaymentDialog(props: { open: boolean; orderNumber: string; due: number; onClose: () => void }) {
  const [record] = useMutation(RecordPaymentDocument, { refetchQueries: [AdminOrderDocument, RecordHistoryDocument] });
  return (
    <FormDialog
      open={props.open}
      title={`Record a payment for ${props.orderNumber}`}
      submitLabel="Record the payment"
      onClose={props.onClose}
      onSubmit={async (form) => {
        // Refused here in words, nothing sent: an amount that is not one (the server checks the cents anyway).
        const amount = typedCents(String(form.get('amount') ?? ''), 'Amount');
        if (amount === null) throw new FormProblem('Amount: type the amount received in dollars, e.g. 12.50.');
        await record({
          variables: {
            orderNumber: props.orderNumber,
            input: {
              amount,
              reference: String(form.get('reference') ?? '').trim(),
              note: String(form.get('note') ?? '').trim() || null,
            },
          },
        });
      }}
    >
      <p>
        The order owes {formatMoney(props.due)}. Record only money the shop has received: it counts as paid and is in
        the audit trail.
      </p>
      <MoneyField label="Amount (dollars)" name="amount" required />
      <TextField
        label="Reference (e.g. money order number)"
        name="reference"
        required
        maxLength={100}
        autoComplete="off"
      />
      <TextField label="Note" name="note" maxLength={500} autoComplete="off" />
    </FormDialog>
  );
}

/** Capture or Void, with the amounts as they were when staff opened it (the panel moves on once it is done). */
interface Movement {
  readonly kind: 'capture' | 'void';
  /** What is authorized, in cents. */
  readonly authorized: number;
  /** What the order owes, in cents. */
  readonly due: number;
}

/**
 * Capture or Void of the order's authorization, confirmed first with the amount in dollars. One key per opening:
 * a double click or a retried request moves the money once; after a refusal, confirming again tries again.
 */
function AuthorizationDialog(props: {
  movement: Movement | null;
  orderNumber: string;
  card: string | null;
  onClose: () => void;
}) {
  const refetch = { refetchQueries: [AdminOrderDocument, RecordHistoryDocument], awaitRefetchQueries: true };
  const [capture] = useMutation(CapturePaymentDocument, refetch);
  const [release] = useMutation(VoidPaymentDocument, refetch);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { movement, orderNumber } = props;
  const amount = formatMoney(movement?.authorized ?? 0);
  const card = props.card ? `the card ${props.card}` : 'the card';
  const voiding = movement?.kind === 'void';
  return (
    <ConfirmDialog
      open={movement !== null}
      title={voiding ? `Void the authorization of ${orderNumber}?` : `Capture ${amount} of ${orderNumber}?`}
      confirmLabel={voiding ? `Void ${amount}` : `Capture ${amount}`}
      onConfirm={() => {
        const variables = { orderNumber, idempotencyKey: key };
        return voiding ? release({ variables }) : capture({ variables });
      }}
      onClose={() => {
        setKey(crypto.randomUUID());
        props.onClose();
      }}
    >
      {voiding ? (
        <p>
          The {amount} authorized on {card} is released and never charged. The order stays as it is and owes{' '}
          {formatMoney(movement.due)} again: the customer is mailed that their payment was cancelled and pays on their
          order page, or you record a payment received. This cannot be undone.
        </p>
      ) : (
        <p>
          {amount}, the amount authorized, is charged to {card}. Money captured goes back only by a refund.
        </p>
      )}
    </ConfirmDialog>
  );
}

/** The order's payment: where its money stands, the card's checks, and every row of its ledger. */
export function PaymentPanel({
  orderNumber,
  payment,
}: {
  orderNumber: string;
  payment: AdminOrderPaymentFieldsFragment;
}) {
  const [recording, setRecording] = useState(false);
  const [moving, setMoving] = useState<Movement | null>(null);
  const open = (kind: Movement['kind']) => setMoving({ kind, authorized: payment.authorized, due: payment.due });
  const mayMoveMoney = useMay('REFUND_ORDER');
  const mayRecord = mayMoveMoney && payment.due > 0 && payment.authorized === 0;
  const mayCapture = mayMoveMoney && payment.captureRefusal === null;
  const mayVoid = mayMoveMoney && payment.voidRefusal === null;
  const card = payment.brand ? `${payment.brand}${payment.lastFour ? ` ···· ${payment.lastFour}` : ''}` : null;
  return (
    <section className="admin-panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      <p>
        <strong>{STATE_LABELS[payment.state]}</strong> · {payment.provider}
        {card && <> · {card}</>}
        {payment.cardExpiry && <> · expires {payment.cardExpiry}</>}
      </p>
      <dl className="order-totals">
        <dt>Authorized</dt>
        <dd>{formatMoney(payment.authorized)}</dd>
        <dt>Captured</dt>
        <dd>{formatMoney(payment.charged)}</dd>
        <dt>Refunded</dt>
        <dd>{formatMoney(payment.refunded)}</dd>
        <dt>Due</dt>
        <dd>{formatMoney(payment.due)}</dd>
      </dl>
      {payment.refundUnconfirmed && <UnconfirmedRefund orderNumber={orderNumber} />}
      {(payment.avsResult || payment.cvvResult) && (
        <p>
          Address check (AVS):{' '}
          {payment.avsResult ? `${payment.avsResult}, ${AVS[payment.avsResult] ?? 'see the gateway'}` : '—'} · Card code
          (CVV): {payment.cvvResult ? `${payment.cvvResult}, ${CVV[payment.cvvResult] ?? 'see the gateway'}` : '—'}
        </p>
      )}
      {payment.authorizationExpiresAt && (
        <p className="admin-muted">
          The authorization lapses{' '}
          <time dateTime={payment.authorizationExpiresAt}>{formatDateTime(payment.authorizationExpiresAt)}</time> unless
          the order ships before.
        </p>
      )}
      {mayRecord && (
        <p>
          <Button variant="secondary" onClick={() => setRecording(true)}>
            Record a payment received
          </Button>
        </p>
      )}
      {(mayCapture || mayVoid) && (
        <p className="admin-row-actions">
          {mayCapture && <Button onClick={() => open('capture')}>Capture {formatMoney(payment.authorized)}</Button>}
          {mayVoid && (
            <Button variant="secondary" onClick={() => open('void')}>
              Void the authorization
            </Button>
          )}
        </p>
      )}
      <AuthorizationDialog movement={moving} orderNumber={orderNumber} card={card} onClose={() => setMoving(null)} />
      <RecordPaymentDialog
        open={recording}
        orderNumber={orderNumber}
        due={payment.due}
        onClose={() => setRecording(false)}
      />
      <AdminTable
        stacked
        result={{ data: payment }}
        count={payment.events.length}
        columns={EVENT_COLUMNS}
        caption="Payment ledger, oldest first"
        loadingLabel="Loading the payment…"
        empty="No payment yet."
      >
        {payment.events.map((event, index) => (
          <tr key={`${event.at}-${index}`}>
            <td>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </td>
            <th scope="row">{event.operation}</th>
            <td>{event.outcome}</td>
            <td>{event.amount ? formatMoney(event.amount) : '—'}</td>
            <td>{event.transactionId ?? '—'}</td>
            <td>
              {[
                event.responseCode && `response ${event.responseCode}`,
                event.reasonCode && `reason ${event.reasonCode}`,
                event.message,
              ]
                .filter(Boolean)
                .join(' · ') || '—'}
              {event.reason && <> · why: {event.reason}</>}
            </td>
            <td>{event.actor}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
