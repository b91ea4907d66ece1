import { LoadingSkeleton, Skeleton } from '../../components/skeleton';
import { TableSkeleton } from '../../components/table-skeleton';

/** The order page on its way: its heading, the four steps of the timeline and the items table, in their boxes. */
export function OrderPageSkeleton() {
  return (
    <LoadingSkeleton tall>
      <div className="order-page">
        <header className="order-page__head">
          <Skeleton className="skeleton--line skeleton--short" />
          <Skeleton className="order-page__title skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </header>
        <section className="order-page__panel">
          <ol className="order-timeline">
            {[0, 1, 2, 3].map((step) => (
              <li key={step} className="order-timeline__step">
                <Skeleton className="skeleton--line skeleton--short" />
                <Skeleton className="skeleton--line skeleton--short" />
              </li>
            ))}
          </ol>
        </section>
        <section className="order-page__panel">
          <div className="order-page__table">
            <TableSkeleton columns={['Product', 'Qty', 'Price', 'Total']} rows={2} />
          </div>
        </section>
      </div>
    </LoadingSkeleton>
  );
}
