import { useId } from 'react';

export interface ListingOption {
  value: string;
  label: string;
}

export interface ListingSelectProps {
  label: string;
  value: string;
  options: readonly ListingOption[];
  onChange: (value: string) => void;
  /** The first option, meaning "no filter"; none for the page size. */
  placeholder?: string;
}

/** A labelled native select: keyboard and screen-reader use come with the platform. */
export function ListingSelect({ label, value, options, onChange, placeholder }: ListingSelectProps) {
  const id = useId();
  return (
    <div className="listing-field">
      <label htmlFor={id} className="listing-field__label">
        {label}
      </label>
      <select id={id} className="listing-field__control" value={value} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface Facet {
  name: string;
  count: number;
}

/**
 * A facet's options as "name (count)". `fixed` is the page's own value for this dimension (the Disposables
 * page is only disposables): only it is offered. A chosen value the counts no longer list stays selectable.
 */
export function facetOptions(facets: readonly Facet[] | undefined, chosen: string, fixed?: string): ListingOption[] {
  const list = (facets ?? []).filter((facet) => !fixed || facet.name.toLowerCase() === fixed.toLowerCase());
  const known = list.find((facet) => facet.name.toLowerCase() === chosen.toLowerCase());
  const options = list.map((facet) => ({ value: facet.name, label: `${facet.name} (${facet.count})` }));
  return chosen && !known ? [{ value: chosen, label: `${chosen} (0)` }, ...options] : options;
}

/** The select's value for a chosen facet: the facet's own spelling when the URL's differs in case. */
export function facetValue(facets: readonly Facet[] | undefined, chosen: string): string {
  return facets?.find((facet) => facet.name.toLowerCase() === chosen.toLowerCase())?.name ?? chosen;
}
