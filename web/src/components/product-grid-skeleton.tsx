import { LoadingSkeleton, Skeleton } from './skeleton';
import './product-card.css';
import './product-grid.css';

export interface ProductGridSkeletonProps {
  /** How many cards are coming (the page size). */
  count: number;
  /** Whether the real cards carry ADD TO CART, whose room is kept too. */
  withAction?: boolean;
  /** The words said (and shown, with showLabel) while it loads. */
  label?: string;
  showLabel?: boolean;
  /** The page's main content: keeps a screen's height (LoadingSkeleton). */
  tall?: boolean;
}

/** A product grid on its way: cards of the real cards' classes, so the grid keeps its height when they arrive. */
export function ProductGridSkeleton({ count, withAction = false, label, showLabel, tall }: ProductGridSkeletonProps) {
  return (
    <LoadingSkeleton label={label} showLabel={showLabel} tall={tall}>
      <ul className="grid-list product-grid">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className="product-card">
              <Skeleton className="product-card__media" />
              <div className="product-card__body">
                <Skeleton className="product-card__name skeleton--line" />
                <Skeleton className="product-card__name skeleton--line skeleton--short" />
                <Skeleton className="product-card__price skeleton--line skeleton--short" />
                {withAction ? <Skeleton className="product-card__action skeleton--button" /> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LoadingSkeleton>
  );
}
