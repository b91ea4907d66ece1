import { LoadingSkeleton, Skeleton } from './skeleton';
import './page-skeleton.css';

/**
 * A page on its way (its code, or the session check before a guarded page): a title like the pages' own and a few
 * lines, a screen tall so the footer stays below the fold until the page arrives.
 */
export function PageSkeleton() {
  return (
    <div className="container page-skeleton">
      <LoadingSkeleton tall>
        <Skeleton className="page-skeleton__title skeleton--line skeleton--short" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line skeleton--short" />
      </LoadingSkeleton>
    </div>
  );
}
