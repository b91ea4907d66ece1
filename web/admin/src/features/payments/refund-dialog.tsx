import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { formatMoney } from '../../../../src/lib/format-money';
import { DialogActions } from '../../components/dialog-actions';
import { MoneyField } from '../../components/money-field';
import { readDollars } from '../../lib/dollars';
import {
  AdminOrderDocument,
  RecordHistoryDocument,
  type RefundInput,
  RefundPaymentDocument,
  RefundQuoteDocument,
} from '../../graphql/__generated__/graphql';
import { useAttempt } from '../../lib/use-attempt';

interface Line {
  id: string;
  name: string;
  quantity: number;
}

/**
 * Refund from the orders desk, in two steps: what (lines and units, or an amount in dollars), why, and whether the
 * units go back in stock; then the amount the server works out, to confirm. One key per opening: a double click or a
 * retry refunds once.
 */
export function RefundDialog(props: {
  open: boolean;
  orderNumber: string;
  lines: readonly Line[];
  /** What is left to refund, in cents. */
  refundable: number;
  card: string | null;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [refund] = useMutation(RefundPaymentDocument, { refetchQueries: [AdminOrderDocument, RecordHistoryDocument] });
  const { busy, error, attempt, clearError } = useAttempt();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [byAmount, setByAmount] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [quote, setQuote] = useState<{ input: RefundInput; cents: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    clearError();
    setQuote(null);
    setProblem(null);
    setQuantities({});
    setAmount('');
    setReason('');
    setRestock(false);
    setKey(crypto.randomUUID());
    props.onClose();
  };

  const request = (): RefundInput | string => {
    if (!reason.trim()) return 'Say why: the customer is mailed the reason.';
    if (byAmount) {
      const read = readDollars(amount);
      if (read && 'problem' in read) return read.problem;
      if (!read || read.cents < 1) return 'Type the amount in dollars, e.g. 12.50.';
      return { idempotencyKey: key, lines: [], amount: read.cents, reason: reason.trim(), restock: false };
    }
    const lines = props.lines
      .map((line) => ({ lineId: line.id, quantity: Number(quantities[line.id] || 0) }))
      .filter((line) => line.quantity > 0);
    if (!lines.length) return 'Choose how many units of which lines to refund.';
    return { idempotencyKey: key, lines, amount: null, reason: reason.trim(), restock };
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = request();
    setProblem(typeof input === 'string' ? input : null);
    if (typeof input === 'string') return;
    void attempt(async () => {
      const { data } = await client.query({
        query: RefundQuoteDocument,
        variables: { orderNumber: props.orderNumber, input },
        fetchPolicy: 'network-only',
      });
      if (data) setQuote({ input, cents: data.refundQuote });
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quote) return;
    void attempt(async () => {
      await refund({ variables: { orderNumber: props.orderNumber, input: quote.input } });
      close();
    });
  };

  return (
    <Dialog open={props.open} title={`Refund ${props.orderNumber}`} onClose={close} dismissible={!busy}>
      {quote ? (
        <form onSubmit={confirm}>
          {error && <FormAlert>{error}</FormAlert>}
          <p>
            Refund <strong>{formatMoney(quote.cents)}</strong> to {props.card ?? 'the customer'}? A refund cannot be
            undone. The customer is mailed the amount and the reason
            {quote.input.restock ? '; the units go back in stock' : ''}.
          </p>
          <div className="admin-dialog-actions">
            <DialogActions
              busy={busy}
              onCancel={() => setQuote(null)}
              submitLabel={`Refund ${formatMoney(quote.cents)}`}
              busyLabel="Refunding…"
            />
          </div>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          {(problem || error) && <FormAlert>{problem ?? error}</FormAlert>}
          <p>{formatMoney(props.refundable)} is left to refund.</p>
          <fieldset className="admin-fieldset">
            <legend>Refund</legend>
            <label className="admin-check">
              <input type="radio" name="refund-by" checked={!byAmount} onChange={() => setByAmount(false)} /> Lines and
              units
            </label>
            <label className="admin-check">
              <input type="radio" name="refund-by" checked={byAmount} onChange={() => setByAmount(true)} /> An amount
            </label>
          </fieldset>
          {byAmount ? (
            <MoneyField label="Amount (dollars)" value={amount} onChange={(e) => setAmount(e.target.value)} />
          ) : (
            <>
              {props.lines.map((line) => (
                <TextField
                  key={line.id}
                  label={`${line.name} (of ${line.quantity})`}
                  type="number"
                  min={0}
                  max={line.quantity}
                  value={quantities[line.id] ?? ''}
                  onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
                />
              ))}
              <label className="admin-check">
                <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> Put the units
                back in stock
              </label>
            </>
          )}
          <TextField
            label="Reason (sent to the customer)"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            autoComplete="off"
          />
          <div className="admin-dialog-actions">
            <DialogActions busy={busy} onCancel={close} submitLabel="Review the refund" busyLabel="Working it out…" />
          </div>
        </form>
      )}
    </Dialog>
  );
}
