import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../components/breadcrumb';
import { ProductGrid } from '../../components/product-grid';
import { ResultsError } from '../../components/results-error';
import { LoadingText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { type ProductSearchInput, SearchProductsDocument } from '../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DEFAULT_LISTING_PAGE_SIZE, type ListingConfig, type ListingScope } from './listing-config';
import { ListingFiltersPanel } from './listing-filters-panel';
import { ListingPager } from './listing-pager';
import type { ProductSlots } from './product-slots';
import { type ListingFilters, useListingParams } from './use-listing-params';
import './listing.css';

export interface CategoryListingPageProps extends ProductSlots {
  listing: ListingConfig;
}

/** The page's own scope and the shopper's filters, as the search API takes them (all combine). */
export function listingInput(scope: ListingScope, filters: ListingFilters): ProductSearchInput {
  const productType = scope.productType || filters.productType;
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.subcategory ? { subcategory: scope.subcategory } : {}),
    ...(productType ? { productType } : {}),
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.flavor ? { flavor: filters.flavor } : {}),
    ...(filters.q ? { search: filters.q } : {}),
  };
}

/**
 * The one layout of every category listing page (spec section 2): breadcrumb from Home, the filter sidebar
 * with the item count, Search, PRODUCT TYPES / BRANDS / FLAVOR, Results per page, product cards, the
 * "page / total pages" pager and the cart drawer. Products come from the catalogue API.
 */
export function CategoryListingPage({ listing, renderProductAction, drawer }: CategoryListingPageProps) {
  const { filters, change, setPage, sectionSearch } = useListingParams(
    listing.defaultPageSize ?? DEFAULT_LISTING_PAGE_SIZE,
  );
  const sectionIndex = filters.section < listing.sections.length ? filters.section : 0;
  const section = listing.sections[sectionIndex] ?? listing.sections[0];
  const resultsRef = useRef<HTMLElement>(null);
  useDocumentTitle(listing.title);

  const { data, previousData, loading, error } = useQuery(SearchProductsDocument, {
    variables: { input: listingInput(section.scope, filters) },
  });
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
        <ListingFiltersPanel
          key={sectionIndex}
          filters={filters}
          fixedProductType={section.scope.productType}
          result={error ? undefined : result}
          onChange={change}
        />

        <section className="listing-results" ref={resultsRef} aria-label="Products" aria-busy={loading}>
          {error ? (
            <ResultsError message={error.message} page={filters.page} onFirstPage={() => setPage(1)} />
          ) : !result ? (
            <LoadingText />
          ) : result.total === 0 ? (
            <p className="status-text listing-results__empty" role="status">
              No product found
            </p>
          ) : (
            <>
              <ProductGrid products={result.products} label={section.label} renderAction={renderProductAction} />
              <ListingPager page={result.page} pageCount={result.pageCount} onPageChange={goToPage} />
            </>
          )}
        </section>
      </div>
      {drawer}
    </div>
  );
}
