import { Skeleton } from '../../../components/skeleton';

/** The other-category circles on their way: round pictures and a label, in the real list's grid. */
export function CategoryCirclesSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="category-circles">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="category-circles__link">
          <Skeleton className="category-circles__picture" />
          <Skeleton className="skeleton--line skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/** Product-line cards on their way: a square picture and the name line, in the real row. */
export function CategoryCardsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className="category-cards">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className="category-cards__link">
            <Skeleton className="category-cards__media" />
            <span className="category-cards__name">
              <Skeleton className="skeleton--line" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The vape-kit tabs on their way: a row of tab-sized pills (the toggle on a phone). */
export function VapeTabsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <>
      <Skeleton className="vape-tabs__toggle" />
      <div className="vape-tabs__list">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="vape-tabs__tab vape-tabs__tab--skeleton" />
        ))}
      </div>
    </>
  );
}
