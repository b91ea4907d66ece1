import { SelectField } from '../../components/form-field';
import type { ShippingAddressFieldsFragment } from '../../graphql/__generated__/graphql';

/** Spec section 5: a saved address is offered only with a first name, a last name and an address. */
export function usableAddresses(addresses: readonly ShippingAddressFieldsFragment[]): ShippingAddressFieldsFragment[] {
  return addresses.filter((a) => a.firstName.trim() && a.lastName.trim() && a.address.trim());
}

export interface SavedAddressSelectProps {
  addresses: readonly ShippingAddressFieldsFragment[];
  /** The chosen address's id, or '' while the form holds an address of its own. */
  value: string;
  onChoose: (address: ShippingAddressFieldsFragment | null) => void;
}

/** "Select Shipping Address": choosing one fills the form below, state included. */
export function SavedAddressSelect({ addresses, value, onChoose }: SavedAddressSelectProps) {
  return (
    <SelectField
      label="Saved addresses"
      hint="Choose one to fill in the form, or type a new address below."
      value={value}
      onChange={(event) => onChoose(addresses.find((a) => a.id === event.target.value) ?? null)}
    >
      <option value="">Select Shipping Address</option>
      {addresses.map((a) => (
        <option key={a.id} value={a.id}>
          {`${a.firstName} ${a.lastName}, ${a.address}, ${a.city}, ${a.state} ${a.zipcode}`}
        </option>
      ))}
    </SelectField>
  );
}
