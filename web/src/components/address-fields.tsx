import type { AddressValues } from '../lib/checkout-draft';
import { TextField } from './form-field';
import { StateSelect } from './state-select';
import './address-fields.css';

export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export interface AddressFieldsProps {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  /** The choices of the state dropdown (usStates); the value is the two-letter code. */
  states: readonly { code: string; name: string }[];
  /** A message under each field that has one; the field is marked invalid. */
  errors?: AddressErrors;
  /** Marks every field required for assistive technology. */
  required?: boolean;
}

const TEXT_FIELDS: { field: Exclude<AddressField, 'state' | 'zipcode'>; label: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { field: 'address', label: 'Address', autoComplete: 'address-line1' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
];

/** The six inputs of a shipping address (first name, last name, address, city, state, ZIP) with their errors. */
export function AddressFields({ values, onChange, states, errors = {}, required = false }: AddressFieldsProps) {
  const requiredProps = required ? { 'aria-required': true } : {};
  return (
    <div className="address-fields">
      {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
        <div key={field} className={`address-fields__${field}`}>
          <TextField
            label={label}
            name={field}
            autoComplete={autoComplete}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
            {...requiredProps}
          />
        </div>
      ))}
      <StateSelect
        states={states}
        name="state"
        autoComplete="address-level1"
        value={values.state}
        error={errors.state}
        onChange={(event) => onChange('state', event.target.value)}
        {...requiredProps}
      />
      <TextField
        label="ZIP Code"
        name="zipcode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        value={values.zipcode}
        error={errors.zipcode}
        onChange={(event) => onChange('zipcode', event.target.value)}
        {...requiredProps}
      />
    </div>
  );
}
