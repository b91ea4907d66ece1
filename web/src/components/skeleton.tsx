import type { ReactNode } from 'react';
import './skeleton.css';

/**
 * A shimmering grey block standing in for content on its way (still under prefers-reduced-motion), hidden from
 * assistive technology. Its box comes from its classes: give it the real content's class so it takes the same
 * room (`product-card__media` keeps the picture's aspect ratio), plus `skeleton--line` for one line of text at
 * the element's font size, `skeleton--short` for a shorter line, or `skeleton--button`.
 */
export function Skeleton({ className }: { className?: string }) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}

export interface LoadingSkeletonProps {
  /** What is said while it loads: the spec's words where it has some. */
  label?: string;
  /** Shows the words too, where the spec wants them seen (the dashboard's "Loading..."). */
  showLabel?: boolean;
  /**
   * At least a screen tall, for a page's main content: what follows (the footer) starts below the fold, so it
   * cannot jump on screen when the content arrives.
   */
  tall?: boolean;
  /** The shapes of what is coming, built from Skeleton; hidden from assistive technology. */
  children: ReactNode;
}

/**
 * A loading state in the shape of what is coming, so nothing moves when it arrives: the shapes for the eye, and
 * the words ("Loading..." by default) in a polite status for screen readers.
 */
export function LoadingSkeleton({
  label = 'Loading...',
  showLabel = false,
  tall = false,
  children,
}: LoadingSkeletonProps) {
  return (
    <div className={tall ? 'loading-skeleton loading-skeleton--tall' : 'loading-skeleton'}>
      <p role="status" className={showLabel ? 'loading-skeleton__label' : 'visually-hidden'}>
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * A polite status that says "Loading..." while `loading` (new data for what is already on screen, e.g. the next
 * page) and nothing otherwise. It stays in the page, so screen readers hear each change, and it takes no room.
 */
export function LoadingStatus({ loading, label = 'Loading...' }: { loading: boolean; label?: string }) {
  return (
    <p role="status" className="visually-hidden">
      {loading ? label : ''}
    </p>
  );
}
