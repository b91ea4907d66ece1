import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../src/components/button';
import { FormAlert, StatusRegion } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import {
  AdjustStockDocument,
  type AdminProductQuery,
  AdminProductDocument,
  type StockReason,
} from '../../graphql/__generated__/graphql';
import { TableHead } from '../../components/table-head';
import { formatDateTime } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';
import { REASON_LABELS } from './product-labels';

const LEDGER_COLUMNS = ['When', 'Who', 'Reason', 'Change', 'Level after', 'Note'];

type Product = NonNullable<AdminProductQuery['product']>;

/** The shelf: its level, a movement form, and the ledger (who, when, the change, the level after). */
export function StockPanel({ product, canAdjust }: { product: Product; canAdjust: boolean }) {
  const [adjust] = useMutation(AdjustStockDocument, {
    refetchQueries: [{ query: AdminProductDocument, variables: { id: product.id } }],
    awaitRefetchQueries: true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  // A refusal without a field (signed out, no permission, the server unreachable) is said above the form.
  const { busy, error, attempt } = useAttempt();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const change = Number(String(form.get('change') ?? '').trim());
    setDone(null);
    void attempt(async () => {
      const { data } = await adjust({
        variables: {
          input: {
            productId: product.id,
            change: Number.isInteger(change) ? change : 0,
            reason: String(form.get('reason')) as StockReason,
            note: String(form.get('note') ?? '').trim() || null,
            // One key per submission: a retried request never moves stock twice.
            requestKey: crypto.randomUUID(),
          },
        },
      });
      const result = data?.adjustStock;
      if (result?.__typename === 'InputErrors') {
        setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
      } else if (result?.__typename === 'AdminProduct') {
        setErrors({});
        setDone('Movement recorded.');
        formElement.reset();
      }
    });
  };

  return (
    <section className="admin-panel" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      <p>
        <strong>{product.stock}</strong> on the shelf (low at {product.lowStockThreshold} or fewer)
        {product.lowStock && <span className="admin-badge">Low stock</span>}
      </p>
      <StatusRegion message={done} />
      {error && <FormAlert>{error}</FormAlert>}
      {canAdjust && (
        <form className="admin-filters" onSubmit={submit} aria-label="Adjust stock" noValidate>
          <TextField
            label="Change (units, − to remove)"
            name="change"
            inputMode="numeric"
            error={errors.change}
            required
          />
          <SelectField label="Reason" name="reason" error={errors.reason} defaultValue="RECEIVED">
            {(['RECEIVED', 'DAMAGED', 'COUNT_CORRECTION', 'RETURNED'] as const).map((reason) => (
              <option key={reason} value={reason}>
                {REASON_LABELS[reason]}
              </option>
            ))}
          </SelectField>
          <TextField label="Note" name="note" error={errors.note} />
          <Button type="submit" disabled={busy}>
            Record movement
          </Button>
        </form>
      )}
      {product.stockLedger.length === 0 ? (
        <p>No movements yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Stock ledger, newest first</caption>
            <TableHead columns={LEDGER_COLUMNS} />
            <tbody>
              {product.stockLedger.map((m) => (
                <tr key={m.id}>
                  <td>
                    <time dateTime={m.at}>{formatDateTime(m.at)}</time>
                  </td>
                  <td>{m.staffEmail ?? (m.reason === 'ORDER' ? 'an order' : '—')}</td>
                  <td>{REASON_LABELS[m.reason]}</td>
                  <td>{m.change > 0 ? `+${m.change}` : m.change}</td>
                  <td>{m.levelAfter}</td>
                  <td>{m.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
