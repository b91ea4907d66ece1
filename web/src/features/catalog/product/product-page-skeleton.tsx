import { LoadingSkeleton, Skeleton } from '../../../components/skeleton';

/** The product page on its way: the picture's square, the name, price and button, in the page's own boxes. */
export function ProductPageSkeleton() {
  return (
    <div className="product-page container">
      <LoadingSkeleton tall>
        <Skeleton className="skeleton--line skeleton--short" />
        <div className="product-page__top">
          <div className="product-gallery">
            <Skeleton className="product-gallery__main" />
          </div>
          <div className="product-page__summary">
            <Skeleton className="product-page__name skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
            <Skeleton className="product-page__price skeleton--line skeleton--short" />
            <Skeleton className="skeleton--button" />
          </div>
        </div>
      </LoadingSkeleton>
    </div>
  );
}
