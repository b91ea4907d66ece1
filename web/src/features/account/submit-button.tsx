import type { ReactNode } from 'react';
import { Button } from '../../components/button';

export interface SubmitButtonProps {
  /** While a request runs: "Please wait..." and a second submit is ignored by the form. */
  busy: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A form's submit button. Busy, it is aria-disabled rather than disabled: a disabled button drops
 * keyboard focus to the page, and the label change is then announced to no one.
 */
export function SubmitButton({ busy, children, className }: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} aria-disabled={busy || undefined}>
      {busy ? 'Please wait...' : children}
    </Button>
  );
}
