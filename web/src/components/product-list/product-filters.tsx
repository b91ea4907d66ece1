import { useId } from 'react';
import type { SearchProductsQuery } from '../../graphql/__generated__/graphql';
import { Button } from '../button';
import { PageSizeSelect } from '../page-size-select';
import { FacetSelect } from './facet-select';
import type { ProductListChange, ProductListState } from './product-list-params';
import { SearchBox } from './search-box';
import './product-filters.css';

/** The words a page's spec gives its filters. */
export interface FilterWords {
  /** Names the panel's search landmark, which tells it from the header's site search. */
  searchLabel: string;
  /** The first option of each facet, meaning "no filter" ("All", "Select a filter"). */
  anyOption: string;
  /** The page-size select's label ("Results per page", "Results"). */
  pageSizeLabel: string;
}

export interface ProductFiltersProps<Size extends number> {
  state: ProductListState<Size>;
  words: FilterWords;
  pageSizes: readonly Size[];
  /** The last answer's counts; undefined while the first one loads or after a failure. */
  facets: SearchProductsQuery['searchProducts']['facets'] | undefined;
  /** A heading that names the panel (the listings' item count); without it the panel is "Filters". */
  heading?: string;
  /** The page's own product type, if it has one: the only type offered. */
  fixedProductType?: string;
  onChange: (change: ProductListChange<Size>) => void;
  onClear: () => void;
}

/** The three facets, in the spec's order and words, with where the answer counts each. */
const FACETS = [
  { name: 'productType', label: 'PRODUCT TYPES', counts: 'productTypes' },
  { name: 'brand', label: 'BRANDS', counts: 'brands' },
  { name: 'flavor', label: 'FLAVOR', counts: 'flavors' },
] as const;

/**
 * A product list's filter sidebar: Search, PRODUCT TYPES / BRANDS / FLAVOR, the page size and Clear filters.
 * The page puts it and the results in a `.filter-layout`, which sets them side by side on a wide screen.
 */
export function ProductFilters<Size extends number>({
  state,
  words,
  pageSizes,
  facets,
  heading,
  fixedProductType,
  onChange,
  onClear,
}: ProductFiltersProps<Size>) {
  const headingId = useId();
  const naming = heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Filters' };

  return (
    <aside className="filter-panel" {...naming}>
      {heading ? (
        <h2 id={headingId} className="filter-panel__count" aria-live="polite">
          {heading}
        </h2>
      ) : null}
      <SearchBox
        key={state.search}
        label={words.searchLabel}
        initialText={state.search}
        onSearch={(search) => onChange({ search })}
      />
      {FACETS.map(({ name, label, counts }) => (
        <FacetSelect
          key={name}
          label={label}
          placeholder={words.anyOption}
          value={state[name]}
          facets={facets?.[counts]}
          fixed={name === 'productType' ? fixedProductType : undefined}
          onChange={(value) => onChange({ [name]: value })}
        />
      ))}
      <PageSizeSelect
        label={words.pageSizeLabel}
        sizes={pageSizes}
        value={state.pageSize}
        onChange={(pageSize) => onChange({ pageSize })}
      />
      {state.filtered ? (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </aside>
  );
}
