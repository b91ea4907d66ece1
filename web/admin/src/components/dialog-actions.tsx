import type { ReactNode } from 'react';
import { Button } from '../../../src/components/button';

/**
 * A form dialog's buttons: Cancel, then the submit, which shows `busyLabel` while the step runs; both are
 * disabled meanwhile. `form` names the form when the buttons sit outside it (in the dialog's actions);
 * `children` go between the two (e.g. Preview).
 */
export function DialogActions({
  busy,
  onCancel,
  form,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  form?: string;
  submitLabel?: string;
  busyLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {children}
      <Button type="submit" form={form} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
