import { Skeleton } from '../../components/skeleton';

/** A group of category tiles on its way: its heading (known already) and tiles of the real size. */
export function TileGroupSkeleton({ title, count = 5 }: { title: string; count?: number }) {
  return (
    <div className="content-section">
      <h2>{title}</h2>
      <ul className="grid-list tile-list">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="tile-list__tile">
            <Skeleton className="tile-list__picture" />
            <Skeleton className="skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The category index on its way: groups of the real size, each a name and a few subcategory links. */
export function IndexGroupsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="index-groups">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="index-group">
          <Skeleton className="index-group__title skeleton--line skeleton--short" />
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </li>
      ))}
    </ul>
  );
}
