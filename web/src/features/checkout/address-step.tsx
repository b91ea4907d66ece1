import type { FormEvent, Ref } from 'react';
import { Link } from 'react-router-dom';
import { type AddressErrors, type AddressField, AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { paths } from '../../config/paths';
import type { ShippingAddressFieldsFragment } from '../../graphql/__generated__/graphql';
import type { AddressValues } from '../../lib/checkout-draft';
import type { CartRestrictions } from '../../lib/use-cart-restrictions';
import { RestrictionWarning } from './restriction-warning';

export interface AddressStepProps {
  formRef: Ref<HTMLFormElement>;
  /** The complete saved addresses, the default first. */
  saved: readonly ShippingAddressFieldsFragment[];
  /** The chosen saved address's id, or '' for the typed one. */
  chosenId: string;
  onChoose: (id: string) => void;
  /** The fields as shown: the chosen saved address's, or the typed ones. */
  values: AddressValues;
  onFieldChange: (field: AddressField, value: string) => void;
  errors: AddressErrors;
  states: readonly { code: string; name: string }[];
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  makeDefault: boolean;
  onMakeDefault: (makeDefault: boolean) => void;
  /** The address book holds as many addresses as it may: a new one cannot join it. */
  bookFull: { limit: number } | null;
  restrictions: CartRestrictions;
  stateName: string;
  onContinue: () => void;
}

/** Spec section 5: a saved address is offered only with a first name, a last name and an address. */
export function usableAddresses(addresses: readonly ShippingAddressFieldsFragment[]): ShippingAddressFieldsFragment[] {
  return addresses.filter((a) => a.firstName.trim() && a.lastName.trim() && a.address.trim());
}

function optionText(a: ShippingAddressFieldsFragment): string {
  const text = `${a.firstName} ${a.lastName}, ${a.address}, ${a.city}, ${a.state} ${a.zipcode}`;
  return a.isDefault ? `${text} (default)` : text;
}

/**
 * Step 1: spec section 5's "Select Shipping Address" dropdown fills the fields with a saved address (the default
 * preselected); changing a field makes it a new address, kept in the book unless unticked.
 */
export function AddressStep({
  formRef,
  saved,
  chosenId,
  onChoose,
  values,
  onFieldChange,
  errors,
  states,
  saveAddress,
  onSaveAddress,
  makeDefault,
  onMakeDefault,
  bookFull,
  restrictions,
  stateName,
  onContinue,
}: AddressStepProps) {
  const chosen = saved.find((a) => a.id === chosenId);
  const typing = !chosen;
  const canSave = typing && !bookFull;
  const offerDefault = chosen ? !chosen.isDefault : canSave && saveAddress;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form
      ref={formRef}
      className="checkout-panel"
      aria-labelledby="checkout-address-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id="checkout-address-title" className="checkout-panel__title">
        Shipping Address
      </h2>
      {saved.length ? (
        <SelectField
          label="Saved addresses"
          name="savedAddress"
          value={chosenId}
          onChange={(event) => onChoose(event.target.value)}
        >
          <option value="">Select Shipping Address</option>
          {saved.map((a) => (
            <option key={a.id} value={a.id}>
              {optionText(a)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <AddressFields values={values} onChange={onFieldChange} states={states} errors={errors} required />
      {typing ? (
        bookFull ? (
          <p className="checkout-page__note">
            Your address book is full ({bookFull.limit} of {bookFull.limit}), so this address is used for this order
            only. <Link to={paths.shippingAddress()}>Manage your addresses</Link>.
          </p>
        ) : (
          <label className="checkout-check">
            <input type="checkbox" checked={saveAddress} onChange={(event) => onSaveAddress(event.target.checked)} />
            Save to my address book
          </label>
        )
      ) : null}
      {offerDefault ? (
        <label className="checkout-check">
          <input type="checkbox" checked={makeDefault} onChange={(event) => onMakeDefault(event.target.checked)} />
          Make this my default address
        </label>
      ) : null}
      <RestrictionWarning restrictions={restrictions} stateName={stateName} />
      <div className="checkout-page__actions">
        <Link to={paths.cartList()} className="btn btn--secondary">
          Return to cart
        </Link>
        <Button type="submit">Continue to shipping</Button>
      </div>
    </form>
  );
}
