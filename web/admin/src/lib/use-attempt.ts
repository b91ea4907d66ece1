import { useCallback, useState } from 'react';
import { adminErrorMessage } from './admin-errors';

/**
 * A step staff take (a save, a confirmation): `busy` while it runs, so it runs once, and the server's refusal
 * in `error`, in its words for staff. `clearError` for a dialog that stays mounted while closed.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(async (work: () => Promise<unknown>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(adminErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, attempt, clearError };
}
