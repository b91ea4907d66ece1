import { useId } from 'react';
import { PAGE_SIZES, type PageSize } from './use-search-params-state';

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (value: PageSize) => void;
}

export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Results per page
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(PAGE_SIZES.find((size) => String(size) === event.target.value) ?? value)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
