import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { Pager } from '../../components/pager';
import { ProductGrid } from '../../components/product-grid';
import { LoadingStatus } from '../../components/skeleton';
import { type FilterWords, ProductFilters } from '../../components/product-list/product-filters';
import { productSearchInput } from '../../components/product-list/product-list-params';
import { useProductListParams } from '../../components/product-list/use-product-list-params';
import { ResultsStates } from '../../components/product-list/results-states';
import { paths } from '../../config/paths';
import { SearchProductsDocument } from '../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LISTING_PAGE_SIZES, type ListingConfig, listingPageSizes } from './listing-config';
import type { ProductSlots } from './product-slots';
import './listing.css';

export interface CategoryListingPageProps extends ProductSlots {
  listing: ListingConfig;
}

const FILTER_WORDS: FilterWords = {
  searchLabel: 'Products on this page',
  anyOption: 'Select a filter',
  pageSizeLabel: 'Results',
};

/**
 * The one layout of every category listing page (spec section 2): breadcrumb from Home, the filter sidebar
 * with the item count, Search, PRODUCT TYPES / BRANDS / FLAVOR, Results per page, product cards, the
 * "page / total pages" pager and the cart drawer. Products come from the catalogue API.
 */
export function CategoryListingPage({ listing, renderProductAction, drawer }: CategoryListingPageProps) {
  const { state, change, setPage, clearFilters, sectionSearch } = useProductListParams(listingPageSizes(listing));
  const sectionIndex = state.section < listing.sections.length ? state.section : 0;
  const section = listing.sections[sectionIndex] ?? listing.sections[0];
  const resultsRef = useRef<HTMLElement>(null);
  useDocumentTitle(listing.title);

  const query = useQuery(SearchProductsDocument, { variables: { input: productSearchInput(section.scope, state) } });
  const { data, previousData, loading, error } = query;
  // While the next page loads, the last one stays on screen instead of a blank flash.
  const result = (data ?? previousData)?.searchProducts;

  const goToPage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="listing container">
      <Breadcrumb items={[{ label: 'Home', to: paths.home() }, { label: listing.breadcrumb }]} />
      <h1 className="listing__title">{listing.title}</h1>
      <p className="listing__intro">{listing.intro}</p>

      {listing.sections.length > 1 ? (
        <nav className="listing-sections" aria-label={`${listing.title} categories`}>
          <ul>
            {listing.sections.map((option, i) => (
              <li key={option.label}>
                <Link
                  to={{ search: sectionSearch(i) }}
                  className="listing-sections__link"
                  aria-current={i === sectionIndex ? 'page' : undefined}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="filter-layout">
        <ProductFilters
          key={sectionIndex}
          state={state}
          words={FILTER_WORDS}
          pageSizes={LISTING_PAGE_SIZES}
          facets={error ? undefined : result?.facets}
          heading={result && !error ? `${result.total} ${result.total === 1 ? 'Item' : 'Items'}` : 'Items'}
          fixedProductType={section.scope.productType ?? undefined}
          onChange={change}
          onClear={clearFilters}
        />

        <section className="listing-results" ref={resultsRef} aria-label="Products" aria-busy={loading}>
          <ResultsStates
            query={query}
            result={result}
            state={state}
            withActions={Boolean(renderProductAction)}
            onFirstPage={() => setPage(1)}
            empty={
              <p className="status-text listing-results__empty" role="status">
                No product found
              </p>
            }
          >
            {result ? (
              <>
                <LoadingStatus loading={loading} />
                {/* Under the filter panel's "N Items" <h2>. */}
                <ProductGrid
                  products={result.products}
                  headingLevel={3}
                  label={section.label}
                  renderAction={renderProductAction}
                />
                <Pager page={result.page} pageCount={result.pageCount} onPageChange={goToPage} status="fraction" />
              </>
            ) : null}
          </ResultsStates>
        </section>
      </div>
      {drawer}
    </div>
  );
}
