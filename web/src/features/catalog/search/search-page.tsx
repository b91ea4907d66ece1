import { type ReactNode, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';
import { Button } from '../../../components/button';
import { FacetSelect } from '../../../components/facet-select';
import { FilterPanel } from '../../../components/filter-panel';
import { PageSizeSelect } from '../../../components/page-size-select';
import { Pager } from '../../../components/pager';
import type { CardProduct } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { ResultsError } from '../../../components/results-error';
import { SearchBox } from '../../../components/search-box';
import { EmptyText, LoadingText } from '../../../components/status-text';
import { ANY_CATEGORY, paths } from '../../../config/paths';
import { type ProductSearchInput, SearchProductsDocument } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { searchTitle } from './search-title';
import { PAGE_SIZES, useSearchParamsState } from './use-search-params-state';
import './search-page.css';

/**
 * The product list: /SearchProduct, /SearchProduct/{category}/{subcategory?} and /SearchProduct/search/{text}.
 * The route picks the scope; type, brand, flavor, search text, page and page size live in the query string
 * and combine (DESIGN.md: filters AND together, each facet counted over the others).
 */
export interface SearchPageProps {
  /** Each product card's call to action (ADD TO CART), given by the route that composes the cart. */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

export function SearchPage({ renderProductAction }: SearchPageProps = {}) {
  const { category, subcategory, text } = useParams();
  const { filters, setFilters, setPage, clearFilters } = useSearchParamsState();
  const resultsRef = useRef<HTMLDivElement>(null);
  // The page's own box (q) wins over the route's /search/{text}; an empty q clears it.
  const search = (filters.q ?? text ?? '').trim();

  const input: ProductSearchInput = {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(search ? { search } : {}),
    ...(filters.productType ? { productType: filters.productType } : {}),
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.flavor ? { flavor: filters.flavor } : {}),
  };
  const { data, previousData, loading, error } = useQuery(SearchProductsDocument, { variables: { input } });
  // While the next page or filter loads, the last answer stays on screen instead of a blank flash.
  const result = (data ?? previousData)?.searchProducts;
  const title = searchTitle({ category, subcategory, search });
  useDocumentTitle(title);
  const hasFilters = Boolean(filters.productType || filters.brand || filters.flavor || filters.q !== null);

  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home() },
    ...(category && category !== ANY_CATEGORY && !text ? [{ label: category, to: paths.search({ category }) }] : []),
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
        <FilterPanel aria-label="Filters">
          <SearchBox
            key={search}
            label="Product list"
            initialText={search}
            onSearch={(value) => setFilters({ q: value || (text ? '' : null) })}
          />
          <FacetSelect
            label="PRODUCT TYPES"
            placeholder="All"
            value={filters.productType}
            facets={result?.facets.productTypes}
            onChange={(productType) => setFilters({ productType })}
          />
          <FacetSelect
            label="BRANDS"
            placeholder="All"
            value={filters.brand}
            facets={result?.facets.brands}
            onChange={(brand) => setFilters({ brand })}
          />
          <FacetSelect
            label="FLAVOR"
            placeholder="All"
            value={filters.flavor}
            facets={result?.facets.flavors}
            onChange={(flavor) => setFilters({ flavor })}
          />
          <PageSizeSelect
            label="Results per page"
            sizes={PAGE_SIZES}
            value={filters.pageSize}
            onChange={(pageSize) => setFilters({ pageSize })}
          />
          {hasFilters ? (
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </FilterPanel>

        <div className="search-results" ref={resultsRef} aria-busy={loading}>
          <p className="search-results__count" aria-live="polite">
            {result && !error ? `${result.total} ${result.total === 1 ? 'product' : 'products'}` : ''}
          </p>
          {error ? (
            <ResultsError message={error.message} page={filters.page} onFirstPage={() => setPage(1)} />
          ) : !result ? (
            <LoadingText />
          ) : result.total === 0 ? (
            <EmptyText>No product found</EmptyText>
          ) : (
            <>
              {loading ? <LoadingText /> : null}
              <ProductGrid products={result.products} label={title} renderAction={renderProductAction} />
              <Pager page={result.page} pageCount={result.pageCount} onPageChange={goToPage} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
