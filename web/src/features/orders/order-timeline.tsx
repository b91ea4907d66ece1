import type { OrderPageQuery, OrderStatus } from '../../graphql/__generated__/graphql';
import { formatOrderDate } from './order-status';

type Step = NonNullable<OrderPageQuery['order']>['timeline'][number];

const STEP_LABELS: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'Placed',
  APPROVED: 'Approved',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
};

/** The way an order goes when nothing stops it. */
const USUAL_PATH: OrderStatus[] = ['PENDING_APPROVAL', 'APPROVED', 'SHIPPED', 'DELIVERED'];
const FINAL: OrderStatus[] = ['REJECTED', 'REFUNDED'];

/**
 * Every step the order took, with its date, then the steps still ahead on the usual path; an order that was
 * rejected or refunded ends there.
 */
export function OrderTimeline({ timeline }: { timeline: readonly Step[] }) {
  const ended = timeline.some((step) => FINAL.includes(step.status));
  const ahead = ended ? [] : USUAL_PATH.filter((status) => !timeline.some((step) => step.status === status));
  return (
    <ol className="order-timeline">
      {timeline.map((step, index) => (
        <li
          key={`${step.status}-${step.at}`}
          className={`order-timeline__step order-timeline__step--done${FINAL.includes(step.status) ? ' order-timeline__step--final' : ''}`}
          aria-current={index === timeline.length - 1 ? 'step' : undefined}
        >
          <span className="order-timeline__label">{STEP_LABELS[step.status]}</span>
          <time dateTime={step.at}>{formatOrderDate(step.at)}</time>
          {step.carrier && step.trackingNumber ? (
            <span className="order-timeline__tracking">
              {step.carrier} · {step.trackingNumber}
              {step.trackingUrl ? (
                <>
                  {' · '}
                  <a href={step.trackingUrl} target="_blank" rel="noreferrer">
                    Track your parcel<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
      {ahead.map((status) => (
        <li key={status} className="order-timeline__step">
          <span className="order-timeline__label">{STEP_LABELS[status]}</span>
          <span className="order-timeline__pending">Not yet</span>
        </li>
      ))}
    </ol>
  );
}
