import { type FormEvent, useId, useState } from 'react';

export interface NewsletterBoxProps {
  /** Subscribes the address and answers the message to show; without it the box is not shown. */
  onSubscribe?: (email: string) => Promise<string>;
}

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The footer's newsletter e-mail box. Hidden until the content feature passes `onSubscribe`. */
export function NewsletterBox({ onSubscribe }: NewsletterBoxProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  if (!onSubscribe) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      setStatus({ kind: 'done', message: await onSubscribe(email.trim()) });
      setEmail('');
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' });
    }
  };

  return (
    <form className="newsletter-box" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId}>Sign up for our newsletter</label>
      <div className="newsletter-box__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Your e-mail address"
        />
        <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
      </div>
      <p className="newsletter-box__status" aria-live="polite">
        {status.kind === 'done' || status.kind === 'failed' ? status.message : ''}
      </p>
    </form>
  );
}
