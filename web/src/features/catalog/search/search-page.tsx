import { type ReactNode, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';
import { Pager } from '../../../components/pager';
import type { CardProduct } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { ActiveFilters } from '../../../components/product-list/active-filters';
import { type FilterWords, ProductFilters } from '../../../components/product-list/product-filters';
import { type PageSizes, productSearchInput } from '../../../components/product-list/product-list-params';
import { useProductListParams } from '../../../components/product-list/use-product-list-params';
import { ResultsStates } from '../../../components/product-list/results-states';
import { LoadingStatus } from '../../../components/skeleton';
import { ErrorText } from '../../../components/status-text';
import { ANY_CATEGORY, paths } from '../../../config/paths';
import { SearchProductsDocument } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoResults } from './no-results';
import { searchTitle } from './search-title';
import './search-page.css';

/** Spec section 9: results per page on the product list, 30 by default. */
export const SEARCH_PAGE_SIZES: PageSizes<30 | 60 | 100> = { sizes: [30, 60, 100], defaultSize: 30 };

const FILTER_WORDS: FilterWords = { searchLabel: 'Product list', anyOption: 'All', pageSizeLabel: 'Results per page' };

/**
 * The product list: /SearchProduct, /SearchProduct/{category}/{subcategory?} and /SearchProduct/search/{text}.
 * The route picks the scope; the search text, several values per facet, a price range, In stock, the sort, the
 * page and the page size live in the query string, so a bookmark restores the page and Back undoes a change
 * (DESIGN.md: filters AND together, the values of one facet OR, each facet counted over the others).
 */
export interface SearchPageProps {
  /** Each product card's call to action (ADD TO CART), given by the route that composes the cart. */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

export function SearchPage({ renderProductAction }: SearchPageProps = {}) {
  const { state, change, setPage, clearFilters } = useProductListParams(SEARCH_PAGE_SIZES);
  const { category, subcategory, routeText, search } = state;
  const resultsRef = useRef<HTMLDivElement>(null);

  const input = productSearchInput({ category, subcategory }, state);
  // A query string the API would refuse (an unknown sort, a reversed price range) is not sent: its problem shows.
  const query = useQuery(SearchProductsDocument, { variables: { input }, skip: state.problem !== null });
  const { data, previousData, loading, error } = query;
  // While the next page or filter loads, the last answer stays on screen instead of a blank flash.
  const result = (data ?? previousData)?.searchProducts;
  const title = searchTitle({ category, subcategory, search });
  useDocumentTitle(title);

  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home() },
    ...(category && category !== ANY_CATEGORY && !routeText
      ? [{ label: category, to: paths.search({ category }) }]
      : []),
    ...(subcategory ? [{ label: subcategory }] : []),
  ];

  const goToPage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="search-page container">
      <Breadcrumb items={crumbs} />
      <h1 className="search-page__title">{title}</h1>

      <div className="filter-layout">
        <ProductFilters
          state={state}
          words={FILTER_WORDS}
          pageSizes={SEARCH_PAGE_SIZES.sizes}
          facets={result?.facets}
          sort={result?.sort ?? state.sort ?? (search ? 'RELEVANCE' : 'FEATURED')}
          onChange={change}
          onClear={clearFilters}
        />

        <div className="search-results" ref={resultsRef} aria-busy={loading}>
          <ActiveFilters state={state} onChange={change} onClearAll={clearFilters} />
          <p className="search-results__count" aria-live="polite">
            {result && !error && !state.problem ? `${result.total} ${result.total === 1 ? 'product' : 'products'}` : ''}
          </p>
          {state.problem ? (
            <ErrorText>{state.problem}</ErrorText>
          ) : (
            <ResultsStates
              query={query}
              result={result}
              state={state}
              withActions={Boolean(renderProductAction)}
              onFirstPage={() => setPage(1)}
              empty={<NoResults didYouMean={result?.didYouMean ?? null} />}
            >
              {result ? (
                <>
                  {/* The next page or filter: the products on screen stay (dimmed) and do not move. */}
                  <LoadingStatus loading={loading} />
                  <ProductGrid
                    products={result.products}
                    headingLevel={2}
                    label={title}
                    renderAction={renderProductAction}
                    leadsPage
                  />
                  <Pager page={result.page} pageCount={result.pageCount} onPageChange={goToPage} />
                </>
              ) : null}
            </ResultsStates>
          )}
        </div>
      </div>
    </div>
  );
}
