import { useId } from 'react';
import { Button } from '../../components/button';
import { FacetSelect } from '../../components/facet-select';
import { FilterPanel } from '../../components/filter-panel';
import { PageSizeSelect } from '../../components/page-size-select';
import { SearchBox } from '../../components/search-box';
import type { SearchProductsQuery } from '../../graphql/__generated__/graphql';
import { LISTING_PAGE_SIZES } from './listing-config';
import type { ListingChange, ListingFilters } from './use-listing-params';

export interface ListingFiltersPanelProps {
  filters: ListingFilters;
  /** The page's own product type, if it has one: the only type offered. */
  fixedProductType?: string;
  /** The last answer, for the counts; undefined while the first one loads or after a failure. */
  result: SearchProductsQuery['searchProducts'] | undefined;
  onChange: (change: ListingChange) => void;
}

const SELECT_A_FILTER = 'Select a filter';

/** The filter sidebar: the item count, Search, the three facets and the page size. */
export function ListingFiltersPanel({ filters, fixedProductType, result, onChange }: ListingFiltersPanelProps) {
  const headingId = useId();
  const facets = result?.facets;
  const filtered = Boolean(filters.q || filters.productType || filters.brand || filters.flavor);
  const count = result ? `${result.total} ${result.total === 1 ? 'Item' : 'Items'}` : 'Items';

  return (
    <FilterPanel aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-filters__count" aria-live="polite">
        {count}
      </h2>
      <SearchBox
        key={filters.q}
        label="Products on this page"
        initialText={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <FacetSelect
        label="PRODUCT TYPES"
        placeholder={SELECT_A_FILTER}
        value={filters.productType}
        facets={facets?.productTypes}
        fixed={fixedProductType}
        onChange={(productType) => onChange({ productType })}
      />
      <FacetSelect
        label="BRANDS"
        placeholder={SELECT_A_FILTER}
        value={filters.brand}
        facets={facets?.brands}
        onChange={(brand) => onChange({ brand })}
      />
      <FacetSelect
        label="FLAVOR"
        placeholder={SELECT_A_FILTER}
        value={filters.flavor}
        facets={facets?.flavors}
        onChange={(flavor) => onChange({ flavor })}
      />
      <PageSizeSelect
        label="Results"
        sizes={LISTING_PAGE_SIZES}
        value={filters.pageSize}
        onChange={(pageSize) => onChange({ pageSize })}
      />
      {filtered ? (
        <Button variant="secondary" onClick={() => onChange({ q: '', productType: '', brand: '', flavor: '' })}>
          Clear filters
        </Button>
      ) : null}
    </FilterPanel>
  );
}
