import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../src/components/dialog';
import { FormAlert } from '../../../src/components/form-alert';
import { useAttempt } from '../lib/use-attempt';
import { DialogActions } from './dialog-actions';

/** A dialog whose form takes one step: it runs once, closes when done, and shows the server's refusal in place. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busyLabel = 'Working…',
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel?: string;
  onSubmit: (form: FormData) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { busy, error, attempt, clearError } = useAttempt();
  const close = () => {
    clearError();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void attempt(async () => {
      await onSubmit(form);
      close();
    });
  };
  return (
    <Dialog open={open} title={title} onClose={close} dismissible={!busy}>
      <form onSubmit={submit}>
        {error && <FormAlert>{error}</FormAlert>}
        {children}
        <div className="admin-dialog-actions">
          <DialogActions busy={busy} onCancel={close} submitLabel={submitLabel} busyLabel={busyLabel} />
        </div>
      </form>
    </Dialog>
  );
}
