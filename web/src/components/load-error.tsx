import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { failureKind, failureSentence } from '../lib/failure-sentence';
import { Button } from './button';
import { ErrorText } from './status-text';
import './load-error.css';

export interface LoadErrorProps {
  /** The failure as Apollo gave it (a query's `error`); the customer reads failureSentence(error), never its text. */
  error: unknown;
  /** Asks again, usually the query's `refetch`; without it there is no Try again button. */
  onRetry?: () => unknown;
  /** The spec's words before the sentence, where it has some ("Error fetching orders: "). */
  lead?: string;
  /** Further ways on, after Try again (Go to page 1). */
  children?: ReactNode;
}

/**
 * Something could not be loaded: one sentence chosen from the failure (offline, busy, a known refusal, or our
 * fault), read out at once, and Try again. When the failure was the network, the retry also runs by itself as
 * soon as the browser is back online.
 */
export function LoadError({ error, onRetry, lead, children }: LoadErrorProps) {
  const retry = () => {
    // A failing retry shows up as the query's next error; the promise has nothing more to say.
    void Promise.resolve(onRetry?.()).catch(() => undefined);
  };
  const retryOnceOnline = useEffectEvent(retry);
  const offline = failureKind(error) === 'offline';

  useEffect(() => {
    if (!offline) return;
    const onOnline = () => retryOnceOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);

  return (
    <div className="load-error">
      <ErrorText>
        {lead}
        {failureSentence(error)}
      </ErrorText>
      {onRetry || children ? (
        <div className="load-error__actions">
          {onRetry ? (
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
