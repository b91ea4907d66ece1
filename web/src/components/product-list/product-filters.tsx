import { useId, useState } from 'react';
import type { ProductSort, SearchProductsQuery } from '../../graphql/__generated__/graphql';
import { Button } from '../button';
import { PageSizeSelect } from '../page-size-select';
import { FacetCheckboxes } from './facet-checkboxes';
import { FacetSelect } from './facet-select';
import { PriceRangeFields } from './price-range-fields';
import type { ProductListChange, ProductListState } from './product-list-params';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
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
  /**
   * A store's filters (the search page): the order in force, given to show it as chosen, turns on "Sort by",
   * several values per facet, a price range and In stock. Without it, one value per facet from a dropdown, as
   * the category listings of the spec have.
   */
  sort?: ProductSort;
  onChange: (change: ProductListChange<Size>) => void;
  onClear: () => void;
}

/** The three facets, in the spec's order and words, with where the answer counts each. */
const FACETS = [
  { name: 'productTypes', label: 'PRODUCT TYPES', counts: 'productTypes' },
  { name: 'brands', label: 'BRANDS', counts: 'brands' },
  { name: 'flavors', label: 'FLAVOR', counts: 'flavors' },
] as const;

/**
 * A product list's filter sidebar: Search, PRODUCT TYPES / BRANDS / FLAVOR, the page size and Clear filters (and
 * for a store, Sort by, a price range and In stock). The page puts it and the results in a `.filter-layout`, which
 * sets them side by side on a wide screen.
 */
export function ProductFilters<Size extends number>({
  state,
  words,
  pageSizes,
  facets,
  heading,
  fixedProductType,
  sort,
  onChange,
  onClear,
}: ProductFiltersProps<Size>) {
  const headingId = useId();
  const stockId = useId();
  const saleId = useId();
  const moreId = useId();
  // On a phone a store's filters fold away under the search box (wide screens always show them).
  const [unfolded, setUnfolded] = useState(false);
  const naming = heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Filters' };
  const store = sort !== undefined;
  const defaultSort: ProductSort = state.search ? 'RELEVANCE' : 'FEATURED';

  return (
    <aside
      className={store ? `filter-panel filter-panel--store${unfolded ? ' is-unfolded' : ''}` : 'filter-panel'}
      {...naming}
    >
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
      {store ? (
        <button
          type="button"
          className="filter-panel__fold"
          aria-expanded={unfolded}
          aria-controls={moreId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {unfolded ? 'Hide filters' : 'Sort and filter'}
        </button>
      ) : null}
      <div id={moreId} className="filter-panel__more">
        {store ? (
          <SortSelect
            value={sort}
            hasText={Boolean(state.search)}
            onChange={(next) => onChange({ sort: next === defaultSort ? null : next })}
          />
        ) : null}
        {FACETS.map(({ name, label, counts }) =>
          store ? (
            <FacetCheckboxes
              key={name}
              label={label}
              values={state[name]}
              facets={facets?.[counts]}
              onChange={(values) => onChange({ [name]: values })}
            />
          ) : (
            <FacetSelect
              key={name}
              label={label}
              placeholder={words.anyOption}
              value={state[name][0] ?? ''}
              facets={facets?.[counts]}
              fixed={name === 'productTypes' ? fixedProductType : undefined}
              onChange={(value) => onChange({ [name]: value ? [value] : [] })}
            />
          ),
        )}
        {store ? (
          <>
            <PriceRangeFields
              key={`${state.price.min}-${state.price.max}`}
              value={state.price}
              onApply={(price) => onChange({ price })}
            />
            <div className="filter-panel__toggle">
              <input
                id={stockId}
                type="checkbox"
                checked={state.inStock}
                onChange={(event) => onChange({ inStock: event.target.checked })}
              />
              <label htmlFor={stockId}>In stock only</label>
            </div>
            <div className="filter-panel__toggle">
              <input
                id={saleId}
                type="checkbox"
                checked={state.onSale}
                onChange={(event) => onChange({ onSale: event.target.checked })}
              />
              <label htmlFor={saleId}>On sale</label>
            </div>
          </>
        ) : null}
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
      </div>
    </aside>
  );
}
