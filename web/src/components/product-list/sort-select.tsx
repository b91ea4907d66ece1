import type { ProductSort } from '../../graphql/__generated__/graphql';
import { SelectField } from '../form-field';

/** The orders a shopper may pick, in the words the page shows. */
const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  RELEVANCE: 'Relevance',
  FEATURED: 'Featured',
  PRICE_LOW_TO_HIGH: 'Price: low to high',
  PRICE_HIGH_TO_LOW: 'Price: high to low',
  NEWEST: 'Newest',
  NAME: 'Name: A to Z',
};

export interface SortSelectProps {
  /** The order in force (the answer's, so the default shows too). */
  value: ProductSort;
  /** Relevance is offered only to a search with text. */
  hasText: boolean;
  onChange: (sort: ProductSort) => void;
}

/** "Sort by": relevance (with search text), featured, price both ways, newest, name. */
export function SortSelect({ value, hasText, onChange }: SortSelectProps) {
  const sorts = (Object.keys(SORT_LABELS) as ProductSort[]).filter((sort) => hasText || sort !== 'RELEVANCE');
  return (
    <SelectField label="Sort by" value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
      {sorts.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </SelectField>
  );
}
