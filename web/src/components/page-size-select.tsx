import { SelectField } from './form-field';

export interface PageSizeSelectProps<Size extends number> {
  label: string;
  /** The sizes offered, in order. */
  sizes: readonly Size[];
  value: Size;
  onChange: (size: Size) => void;
}

/** How many products a page of results shows. */
export function PageSizeSelect<Size extends number>({ label, sizes, value, onChange }: PageSizeSelectProps<Size>) {
  return (
    <SelectField
      label={label}
      value={String(value)}
      onChange={(event) => {
        const size = sizes.find((option) => String(option) === event.target.value);
        if (size !== undefined) onChange(size);
      }}
    >
      {sizes.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </SelectField>
  );
}
