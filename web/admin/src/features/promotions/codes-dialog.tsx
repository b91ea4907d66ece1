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
import { FormProblem } from '../../lib/admin-errors';
import { useAttempt } from '../../lib/use-attempt';

/** What staff asked to add: one shared code, or how many single-use codes and what they start with. */
interface CodesRequest {
  code: string | null;
  count: number | null;
  prefix: string | null;
}

function requestOf(form: FormData): CodesRequest {
  const field = (name: string) => String(form.get(name) ?? '').trim() || null;
  const code = field('code');
  if (code) return { code, count: null, prefix: null };
  const count = field('count');
  // A whole number, or the API's own type check would answer in its words, not staff's; the server checks the range.
  if (!count || !/^\d{1,9}$/.test(count)) {
    throw new FormProblem('Give one shared code, or how many single-use codes as a whole number, e.g. 500.');
  }
  return { code: null, count: Number(count), prefix: field('prefix') };
}

const described = (r: CodesRequest): string =>
  r.code
    ? `the shared code ${r.code.toUpperCase()}`
    : `${r.count} single-use ${r.count === 1 ? 'code' : 'codes'}${r.prefix ? ` starting ${r.prefix.toUpperCase()}` : ''}`;

/**
 * Adds one shared code, or a batch of single-use codes (up to 5 000), to a promotion, in two steps: what, then a
 * confirmation, since codes are never taken back and the first one makes the promotion ask for a code.
 */
export function CodesDialog({ promotion, onClose }: { promotion: PromotionFieldsFragment; onClose: () => void }) {
  const [request, setRequest] = useState<CodesRequest | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const { busy, error, attempt, clearError } = useAttempt();
  const [add] = useMutation(AddPromotionCodesDocument, { refetchQueries: [PromotionsDocument] });
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAdded(null);
    void attempt(async () => setRequest(requestOf(form)));
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request) return;
    void attempt(async () => {
      const answer = await add({ variables: { id: promotion.id, ...request } });
      setAdded(answer.data?.addPromotionCodes ?? 0);
      setRequest(null);
    });
  };
  const back = () => {
    clearError();
    setRequest(null);
  };
  return (
    <Dialog
      open
      title={`Codes of ${promotion.name}`}
      onClose={onClose}
      dismissible={!busy}
      actions={
        request ? (
          <DialogActions busy={busy} onCancel={back} form="codes-confirm" submitLabel="Add them" busyLabel="Adding…" />
        ) : (
          <DialogActions busy={busy} onCancel={onClose} form="codes-form" submitLabel="Add codes" busyLabel="Adding…" />
        )
      }
    >
      {request ? (
        <form id="codes-confirm" onSubmit={confirm}>
          <p>
            Add {described(request)} to {promotion.name}? Codes cannot be taken back once added
            {promotion.requiresCode ? '.' : '; from then on the promotion applies only with a code.'}
          </p>
        </form>
      ) : (
        <form id="codes-form" onSubmit={review}>
          <TextField label="One shared code" name="code" maxLength={40} hint="e.g. SPRING15; leave empty for a batch" />
          <TextField label="Or: how many single-use codes" name="count" inputMode="numeric" hint="1 to 5000" />
          <TextField label="Each starting with (optional)" name="prefix" maxLength={21} />
        </form>
      )}
      {added !== null && (
        <p role="status">
          {added} code{added === 1 ? '' : 's'} added. The promotion now asks for a code.
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
