import type { ReactNode } from 'react';
import './form-alert.css';

/** A message about the whole form (not one field), read out at once. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="form-alert" role="alert">
      {children}
    </p>
  );
}

/**
 * A polite live region for success messages. It stays in the page while empty: screen readers announce
 * a change inside a live region that already exists, not a region that appears with its text.
 */
export function StatusRegion({ message, tone = 'success' }: { message: string | null; tone?: 'success' | 'error' }) {
  return (
    <div role="status" className="status-region">
      {message ? <p className={tone === 'success' ? 'form-status' : 'form-alert'}>{message}</p> : null}
    </div>
  );
}
