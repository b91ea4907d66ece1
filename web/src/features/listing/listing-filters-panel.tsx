import { useId } from 'react';
import { Button } from '../../components/button';
import type { SearchProductsQuery } from '../../graphql/__generated__/graphql';
import { LISTING_PAGE_SIZES } from './listing-config';
import { ListingSearchBox } from './listing-search-box';
import { ListingSelect, facetOptions, facetValue } from './listing-select';
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
const SIZE_OPTIONS = LISTING_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** The filter sidebar: the item count, Search, the three facets and the page size. */
export function ListingFiltersPanel({ filters, fixedProductType, result, onChange }: ListingFiltersPanelProps) {
  const headingId = useId();
  const facets = result?.facets;
  const filtered = Boolean(filters.q || filters.productType || filters.brand || filters.flavor);
  const count = result ? `${result.total} ${result.total === 1 ? 'Item' : 'Items'}` : 'Items';

  return (
    <aside className="listing-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-filters__count" aria-live="polite">
        {count}
      </h2>
      <ListingSearchBox key={filters.q} initialText={filters.q} onSearch={(q) => onChange({ q })} />
      <ListingSelect
        label="PRODUCT TYPES"
        placeholder={SELECT_A_FILTER}
        value={facetValue(facets?.productTypes, filters.productType)}
        options={facetOptions(facets?.productTypes, filters.productType, fixedProductType)}
        onChange={(value) => onChange({ productType: value })}
      />
      <ListingSelect
        label="BRANDS"
        placeholder={SELECT_A_FILTER}
        value={facetValue(facets?.brands, filters.brand)}
        options={facetOptions(facets?.brands, filters.brand)}
        onChange={(brand) => onChange({ brand })}
      />
      <ListingSelect
        label="FLAVOR"
        placeholder={SELECT_A_FILTER}
        value={facetValue(facets?.flavors, filters.flavor)}
        options={facetOptions(facets?.flavors, filters.flavor)}
        onChange={(flavor) => onChange({ flavor })}
      />
      <ListingSelect
        label="Results"
        value={String(filters.pageSize)}
        options={SIZE_OPTIONS}
        onChange={(value) => {
          const pageSize = LISTING_PAGE_SIZES.find((size) => String(size) === value);
          if (pageSize) onChange({ pageSize });
        }}
      />
      {filtered ? (
        <Button variant="secondary" onClick={() => onChange({ q: '', productType: '', brand: '', flavor: '' })}>
          Clear filters
        </Button>
      ) : null}
    </aside>
  );
}
