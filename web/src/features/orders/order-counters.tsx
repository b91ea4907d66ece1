import { Skeleton } from '../../components/skeleton';
import type { OrdersQuery } from '../../graphql/__generated__/graphql';

type Counters = OrdersQuery['orders']['counters'];

const COUNTERS: { key: keyof Counters; label: string }[] = [
  { key: 'pending', label: 'Pending Approvals' },
  { key: 'undelivered', label: 'Undelivered' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'refund', label: 'Refund' },
];

/** The four counters; the server counts them over every order (DESIGN.md: order states and counters). */
export function OrderCounters({ counters }: { counters: Counters | undefined }) {
  return (
    <ul className="grid-list order-counters" aria-label="Your orders by state">
      {COUNTERS.map(({ key, label }) => (
        <li key={key} className={`order-counter order-counter--${key}`}>
          {counters ? (
            <span className="order-counter__value">{counters[key]}</span>
          ) : (
            <Skeleton className="order-counter__value skeleton--figure" />
          )}
          <span className="order-counter__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
