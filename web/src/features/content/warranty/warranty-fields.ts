import type { DeviceRegistrationInput } from '../../../graphql/__generated__/graphql';

export type WarrantyField = keyof DeviceRegistrationInput;
export type WarrantyValues = Record<WarrantyField, string>;

/** The form's fields in order (spec section 3), with their labels and input hints. */
export const WARRANTY_FIELDS: readonly {
  name: WarrantyField;
  label: string;
  type?: 'email' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric';
  maxLength: number;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 60 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 60 },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'street', label: 'Street address', autoComplete: 'street-address', maxLength: 200 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'state', label: 'State', maxLength: 100 },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
  { name: 'purchaseLocation', label: 'Where did you buy it?', maxLength: 120 },
  { name: 'purchaseDate', label: 'Purchase date', type: 'date', maxLength: 10 },
  { name: 'device', label: 'Device', maxLength: 100 },
  { name: 'lotNumber', label: 'Lot number', maxLength: 40 },
];

export const EMPTY_WARRANTY: WarrantyValues = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  purchaseLocation: '',
  purchaseDate: '',
  device: '',
  lotNumber: '',
};

/** The fields' names, in order: what the form checks and where a refusal's problems go. */
export const WARRANTY_FIELD_NAMES = WARRANTY_FIELDS.map((field) => field.name);
