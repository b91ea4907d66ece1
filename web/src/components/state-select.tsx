import { SelectField, type SelectFieldProps } from './form-field';

export type StateSelectProps = Omit<SelectFieldProps, 'label' | 'children'> & {
  label?: string;
  /** The choices (usStates); the value is the two-letter code. */
  states: readonly { code: string; name: string }[];
};

/** The US state of an address, by name; "Select State" until one is chosen. */
export function StateSelect({ label = 'State', states, ...select }: StateSelectProps) {
  return (
    <SelectField label={label} {...select}>
      <option value="">Select State</option>
      {states.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </SelectField>
  );
}
