import { formatMoney } from '../../lib/format-money';
import { CloseIcon } from '../icons';
import type { FacetName, ProductListChange, ProductListState } from './product-list-params';
import './active-filters.css';

const FACET_LABELS: Readonly<Record<FacetName, string>> = { productTypes: 'Type', brands: 'Brand', flavors: 'Flavor' };

interface Chip {
  key: string;
  label: string;
  change: ProductListChange<number>;
}

/** Every filter in force as a chip, with the change that removes it. */
export function filterChips(state: ProductListState<number>): Chip[] {
  const chips: Chip[] = [];
  if (state.search) chips.push({ key: 'q', label: `“${state.search}”`, change: { search: '' } });
  for (const facet of ['productTypes', 'brands', 'flavors'] as const) {
    for (const value of state[facet]) {
      chips.push({
        key: `${facet}:${value}`,
        label: `${FACET_LABELS[facet]}: ${value}`,
        change: { [facet]: state[facet].filter((v) => v !== value) },
      });
    }
  }
  const { min, max } = state.price;
  if (min !== null || max !== null) {
    const label =
      min !== null && max !== null
        ? `${formatMoney(min)} – ${formatMoney(max)}`
        : min !== null
          ? `From ${formatMoney(min)}`
          : `Up to ${formatMoney(max!)}`;
    chips.push({ key: 'price', label, change: { price: { min: null, max: null } } });
  }
  if (state.inStock) chips.push({ key: 'stock', label: 'In stock', change: { inStock: false } });
  if (state.onSale) chips.push({ key: 'sale', label: 'On sale', change: { onSale: false } });
  return chips;
}

export interface ActiveFiltersProps<Size extends number> {
  state: ProductListState<Size>;
  onChange: (change: ProductListChange<Size>) => void;
  onClearAll: () => void;
}

/** The filters in force as removable chips, and Clear all; nothing when no filter is set. */
export function ActiveFilters<Size extends number>({ state, onChange, onClearAll }: ActiveFiltersProps<Size>) {
  const chips = filterChips(state);
  if (!chips.length) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={`Remove ${chip.label}`}
              onClick={() => onChange(chip.change as ProductListChange<Size>)}
            >
              <span>{chip.label}</span>
              <CloseIcon aria-hidden="true" width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-filters__clear" onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
