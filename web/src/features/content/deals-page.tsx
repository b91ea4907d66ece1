import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/pager';
import type { CardProduct } from '../../components/product-card';
import { ProductGrid } from '../../components/product-grid';
import { ResultsStates } from '../../components/product-list/results-states';
import { LoadingStatus } from '../../components/skeleton';
import { SearchProductsDocument } from '../../graphql/__generated__/graphql';
import { positiveInt, withPage } from '../../lib/query-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DealsComingSoon } from './deals-coming-soon';
import './deals-page.css';

/** The product list's default page size (spec section 9). */
const DEALS_PAGE_SIZE = 30;

const onSaleCount = (total: number | undefined) =>
  total === undefined ? 'products on sale' : `${total} ${total === 1 ? 'product' : 'products'} on sale`;

export interface DealsPageProps {
  /** Each product card's call to action (ADD TO CART), given by the route that composes the cart. */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

/**
 * /Deals: what is on sale, through the product search's onSale filter, where the home banner and the menu's
 * Deals link lead; the spec's "coming soon" words when nothing is on sale.
 */
export function DealsPage({ renderProductAction }: DealsPageProps = {}) {
  useDocumentTitle('Deals');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const input = { onSale: true, page, pageSize: DEALS_PAGE_SIZE };
  const query = useQuery(SearchProductsDocument, { variables: { input } });
  const { data, previousData, loading, error } = query;
  const result = (data ?? previousData)?.searchProducts;
  const setPage = (next: number) => setParams(withPage(params, next));

  if (result?.total === 0 && !error) return <DealsComingSoon />;
  return (
    <section className="deals-list container" aria-labelledby="deals-title" aria-busy={loading}>
      <h1 id="deals-title">Deals</h1>
      <p className="deals-list__intro">
        Amazing discounts and offers: {onSaleCount(result?.total)}, the former price struck through.
      </p>
      <ResultsStates
        query={query}
        result={result}
        state={{ page, pageSize: DEALS_PAGE_SIZE }}
        withActions={Boolean(renderProductAction)}
        onFirstPage={() => setPage(1)}
        empty={null}
      >
        {result ? (
          <>
            <LoadingStatus loading={loading} />
            <ProductGrid products={result.products} headingLevel={2} label="Deals" renderAction={renderProductAction} />
            <Pager page={result.page} pageCount={result.pageCount} onPageChange={setPage} />
          </>
        ) : null}
      </ResultsStates>
    </section>
  );
}
