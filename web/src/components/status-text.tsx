import type { ReactNode } from 'react';

/** "Loading..." (or the spec's wording for the section) with a spinner, announced politely. */
export function LoadingText({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <p className="status-text" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/** An empty state in the spec's words. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="status-text">{children}</p>;
}

/** A failure message, read out at once by screen readers. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className="status-text status-text--error" role="alert">
      {children}
    </p>
  );
}
