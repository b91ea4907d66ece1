import type { ReactNode } from 'react';
import './message-page.css';

export interface MessagePageProps {
  /** The id of the page's <h1>, which names the landmark. */
  titleId: string;
  /** A section inside the layout; `main` where the page stands in for the layout's own (the root error page). */
  as?: 'section' | 'main';
  className?: string;
  children: ReactNode;
}

/** A short centred page: a heading, a line or two and a way on (not found, errors, placeholders). */
export function MessagePage({ titleId, as: Landmark = 'section', className, children }: MessagePageProps) {
  return (
    <Landmark
      className={className ? `message-page container ${className}` : 'message-page container'}
      aria-labelledby={titleId}
    >
      {children}
    </Landmark>
  );
}
