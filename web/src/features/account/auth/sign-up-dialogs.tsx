import type { RefObject } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';

export type SignUpPopup = 'check-email' | 'invalid-code';

export interface SignUpDialogsProps {
  popup: SignUpPopup | null;
  onClose: () => void;
  /** The code field: where the user continues after either popup. */
  codeRef: RefObject<HTMLInputElement | null>;
}

/** The two popups of sign-up, in the spec's words. */
export function SignUpDialogs({ popup, onClose, codeRef }: SignUpDialogsProps) {
  const ok = <Button onClick={onClose}>OK</Button>;
  return (
    <>
      <Dialog
        open={popup === 'check-email'}
        title="Check Your Email"
        onClose={onClose}
        finalFocusRef={codeRef}
        actions={ok}
      >
        <p>Please provide the verification code sent to your email</p>
      </Dialog>
      <Dialog
        open={popup === 'invalid-code'}
        role="alertdialog"
        title="Invalid Token"
        onClose={onClose}
        finalFocusRef={codeRef}
        actions={ok}
      >
        <p>Please enter the correct verification code</p>
      </Dialog>
    </>
  );
}
