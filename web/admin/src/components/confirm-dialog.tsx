import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../src/components/button';
import { Dialog } from '../../../src/components/dialog';
import { FormAlert } from '../../../src/components/form-alert';
import { adminErrorMessage } from '../lib/admin-errors';

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
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(adminErrorMessage(failure));
    } finally {
      setRunning(false);
    }
  };
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
