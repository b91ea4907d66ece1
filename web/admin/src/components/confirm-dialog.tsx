import { type ReactNode, useRef } from 'react';
import { Button } from '../../../src/components/button';
import { Dialog } from '../../../src/components/dialog';
import { FormAlert } from '../../../src/components/form-alert';
import { useAttempt } from '../lib/use-attempt';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's words, e.g. "Disable". */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before anything that cannot be undone. Cancel has the focus; the action runs once (the button is
 * disabled while it runs) and a refusal is shown in the dialog.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { busy: running, error, attempt, clearError } = useAttempt();
  const close = () => {
    clearError();
    onClose();
  };
  const confirm = () =>
    attempt(async () => {
      await onConfirm();
      close();
    });
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={close}
      dismissible={!running}
      initialFocusRef={cancel}
      actions={
        <>
          <button type="button" className="btn btn--secondary" ref={cancel} onClick={close} disabled={running}>
            Cancel
          </button>
          <Button onClick={() => void confirm()} disabled={running}>
            {running ? 'Working…' : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
