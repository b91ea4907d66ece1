import { useId } from 'react';

export interface Facet {
  name: string;
  count: number;
}

export interface FacetSelectProps {
  label: string;
  /** The chosen value from the URL, '' for all. */
  value: string;
  facets: readonly Facet[] | undefined;
  onChange: (value: string) => void;
}

/** One filter: "All", then every value as "Name (count)", counted over the other active filters. */
export function FacetSelect({ label, value, facets = [], onChange }: FacetSelectProps) {
  const id = useId();
  // The URL may spell a value in another case, or name one that the other filters now leave at 0.
  const chosen = value ? facets.find((facet) => facet.name.toLowerCase() === value.toLowerCase()) : undefined;
  const options = value && !chosen ? [{ name: value, count: 0 }, ...facets] : facets;

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={chosen?.name ?? value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">All</option>
        {options.map((facet) => (
          <option key={facet.name} value={facet.name}>
            {facet.name} ({facet.count})
          </option>
        ))}
      </select>
    </div>
  );
}
