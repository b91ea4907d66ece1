import { useEffect, useState } from 'react';
import { TextField } from './form-field';
import { LoadingText } from './status-text';
import { COLLECT_FIELDS, type CollectKeys, mountCollectJs } from '../lib/collect-js';

export interface CollectJsFieldsProps {
  keys: CollectKeys;
  billingZip: string;
  billingZipError: string | undefined;
  onBillingZip: (value: string) => void;
  disabled: boolean;
}

const FRAMES = [
  ['ccnumber', 'Card number'],
  ['ccexp', 'Expiry (MM/YY)'],
  ['cvv', 'Security code (CVV)'],
] as const;

/**
 * The card fields with NMI: Collect.js draws the number, expiry and security code as frames of NMI's own pages in
 * these boxes (the shop's page never holds them); the billing ZIP is ours, for the gateway's address check.
 */
export function CollectJsFields({ keys, billingZip, billingZipError, onBillingZip, disabled }: CollectJsFieldsProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { scriptUrl, tokenizationKey } = keys;
  useEffect(() => {
    let current = true;
    // Drawn again after a failed load (attempt), and whenever the key changes.
    void mountCollectJs({ scriptUrl, tokenizationKey }).then((mounted) => {
      if (current) setState(mounted ? 'ready' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [scriptUrl, tokenizationKey, attempt]);

  return (
    <div className="payment-fields__grid">
      {FRAMES.map(([field, label]) => (
        <div key={field} className="form-field">
          <span id={`${COLLECT_FIELDS[field]}-label`} className="form-field__label">
            {label}
          </span>
          <div
            id={COLLECT_FIELDS[field]}
            role="group"
            aria-labelledby={`${COLLECT_FIELDS[field]}-label`}
            aria-busy={state === 'loading'}
            className="form-field__control payment-fields__frame"
          />
        </div>
      ))}
      <TextField
        label="Billing ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={billingZip}
        error={billingZipError}
        disabled={disabled}
        onChange={(event) => onBillingZip(event.target.value)}
      />
      {state === 'loading' ? <LoadingText>Loading the card form...</LoadingText> : null}
      {state === 'failed' ? (
        <div role="alert" className="payment-fields__note">
          <p>The card form did not load. Please check your connection.</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
