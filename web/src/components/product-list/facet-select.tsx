import { SelectField } from '../form-field';

export interface Facet {
  name: string;
  count: number;
}

export interface FacetSelectProps {
  label: string;
  /** The chosen value from the URL, '' for all. */
  value: string;
  /** The last answer's counts; undefined while the first one loads or after a failure. */
  facets: readonly Facet[] | undefined;
  onChange: (value: string) => void;
  /** The first option, meaning "no filter" ("All", "Select a filter"). */
  placeholder: string;
  /** The page's own value for this facet (the Disposables page is only disposables): only it is offered. */
  fixed?: string;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * One filter: the placeholder, then every value as "Name (count)", counted over the other active filters. The URL
 * may spell a value in another case (the facet's own spelling is shown), or name one the other filters now leave
 * at 0 (it stays selectable).
 */
export function FacetSelect({ label, value, facets = [], onChange, placeholder, fixed }: FacetSelectProps) {
  const offered = fixed ? facets.filter((facet) => sameName(facet.name, fixed)) : facets;
  const chosen = value ? offered.find((facet) => sameName(facet.name, value)) : undefined;
  const options = value && !chosen ? [{ name: value, count: 0 }, ...offered] : offered;

  return (
    <SelectField label={label} value={chosen?.name ?? value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((facet) => (
        <option key={facet.name} value={facet.name}>
          {facet.name} ({facet.count})
        </option>
      ))}
    </SelectField>
  );
}
