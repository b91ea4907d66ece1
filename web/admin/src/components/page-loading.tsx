import { LoadingSkeleton, Skeleton } from '../../../src/components/skeleton';

/** A record's page on its way: its words seen and heard, and the shape of a heading and a panel. */
export function PageLoading({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label} showLabel>
      <Skeleton className="admin-skeleton-title" />
      <div className="admin-panel admin-skeleton-panel" />
    </LoadingSkeleton>
  );
}
