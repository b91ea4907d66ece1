import { useId } from 'react';
import type { Facet } from './facet-select';

export interface FacetCheckboxesProps {
  label: string;
  /** The chosen values from the URL; any of them will do. */
  values: readonly string[];
  /** The last answer's counts, each over the other filters; undefined while the first one loads or after a failure. */
  facets: readonly Facet[] | undefined;
  onChange: (values: string[]) => void;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * One filter of a store: a group of checkboxes, "Name (count)", any number ticked, the ticked ones first. A value
 * the URL names but the other filters now leave at 0 stays listed, ticked, so it can be unticked.
 */
export function FacetCheckboxes({ label, values, facets = [], onChange }: FacetCheckboxesProps) {
  const id = useId();
  const missing = values.filter((value) => !facets.some((facet) => sameName(facet.name, value)));
  const checked = (name: string) => values.some((value) => sameName(value, name));
  // The ticked ones first, so a long list shows what is chosen without scrolling.
  const options = [
    ...missing.map((name) => ({ name, count: 0 })),
    ...facets.filter((facet) => checked(facet.name)),
    ...facets.filter((facet) => !checked(facet.name)),
  ];
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...values, name] : values.filter((value) => !sameName(value, name)));

  return (
    <fieldset className="facet-checkboxes">
      <legend className="form-field__label">{label}</legend>
      {options.length ? (
        <ul className="facet-checkboxes__list">
          {options.map((facet, i) => (
            <li key={facet.name}>
              <input
                type="checkbox"
                id={`${id}-${i}`}
                checked={checked(facet.name)}
                onChange={(event) => toggle(facet.name, event.target.checked)}
              />
              <label htmlFor={`${id}-${i}`}>
                {facet.name} <span className="facet-checkboxes__count">({facet.count})</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="facet-checkboxes__none">None</p>
      )}
    </fieldset>
  );
}
