import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { DialogActions } from '../../components/dialog-actions';
import {
  AddPromotionCodesDocument,
  type PromotionFieldsFragment,
  PromotionsDocument,
} from '../../graphql/__generated__/graphql';
import { useAttempt } from '../../lib/use-attempt';

/** Adds one shared code, or a batch of single-use codes (up to 5 000), to a promotion. */
export function CodesDialog({ promotion, onClose }: { promotion: PromotionFieldsFragment; onClose: () => void }) {
  const [added, setAdded] = useState<number | null>(null);
  const { busy, error, attempt } = useAttempt();
  const [add] = useMutation(AddPromotionCodesDocument, { refetchQueries: [PromotionsDocument] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim() || null;
    const count = Number(String(form.get('count') ?? '').trim() || 0) || null;
    const prefix = String(form.get('prefix') ?? '').trim() || null;
    void attempt(async () => {
      const answer = await add({ variables: { id: promotion.id, code, count: code ? null : count, prefix } });
      setAdded(answer.data?.addPromotionCodes ?? 0);
    });
  };
  return (
    <Dialog
      open
      title={`Codes of ${promotion.name}`}
      onClose={onClose}
      dismissible={!busy}
      actions={
        <DialogActions busy={busy} onCancel={onClose} form="codes-form" submitLabel="Add codes" busyLabel="Adding…" />
      }
    >
      <form id="codes-form" onSubmit={submit}>
        <TextField label="One shared code" name="code" maxLength={40} hint="e.g. SPRING15; leave empty for a batch" />
        <TextField label="Or: how many single-use codes" name="count" inputMode="numeric" hint="1 to 5000" />
        <TextField label="Each starting with (optional)" name="prefix" maxLength={21} />
      </form>
      {added !== null && (
        <p role="status">
          {added} code{added === 1 ? '' : 's'} added. The promotion now asks for a code.
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
