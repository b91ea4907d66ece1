import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ProductGrid } from '../../../components/product-grid';
import { LoadError } from '../../../components/load-error';
import { ProductGridSkeleton } from '../../../components/product-grid-skeleton';
import { EmptyText } from '../../../components/status-text';
import { SearchProductsDocument } from '../../../graphql/__generated__/graphql';
import type { ListingPageSize, ListingScope } from '../listing-config';
import type { ProductSlots } from '../product-slots';

export interface LineProductsProps {
  /** The section heading; it names the region. */
  title: string;
  scope: ListingScope;
  /** How many to show; the "more" link leads to the rest. */
  count?: ListingPageSize;
  more?: { to: string; label: string };
  renderProductAction?: ProductSlots['renderProductAction'];
}

/** A product line's products, live from the catalogue: the first few, and a link to all of them. */
export function LineProducts({ title, scope, count = 6, more, renderProductAction }: LineProductsProps) {
  const { data, loading, error, refetch } = useQuery(SearchProductsDocument, {
    variables: { input: { page: 1, pageSize: count, ...scope } },
  });
  const result = data?.searchProducts;
  const headingId = `line-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <section
      className={count === 6 ? 'content-section line-products line-products--strip' : 'content-section line-products'}
      aria-labelledby={headingId}
    >
      <div className="line-products__head">
        <h2 id={headingId}>{title}</h2>
        {more && result && result.total > 0 ? (
          <Link to={more.to} className="line-products__more">
            {more.label}
            {result.total > result.products.length ? ` (${result.total})` : ''}
          </Link>
        ) : null}
      </div>
      {loading && !result ? (
        <ProductGridSkeleton count={count} withAction={Boolean(renderProductAction)} label="Loading products..." />
      ) : error ? (
        <LoadError lead="Error: " error={error} onRetry={refetch} />
      ) : !result?.products.length ? (
        <EmptyText>No products found.</EmptyText>
      ) : (
        <ProductGrid
          products={result.products}
          headingLevel={3}
          label={title}
          renderAction={renderProductAction}
          leadsPage
        />
      )}
    </section>
  );
}
