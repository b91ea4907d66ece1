import { type FormEvent, useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { AddressFields } from '../../../components/address-fields';
import {
  SaveShippingAddressDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../../graphql/__generated__/graphql';
import { blankFieldsOf } from '../../../lib/field-problems';
import { AccountForm } from '../account-form';
import { StatusRegion } from '../../../components/form-alert';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { useSessionExpiry } from '../use-session-expiry';

const FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipcode'] as const;
type Field = (typeof FIELDS)[number];

export const SAVE_FAILED = 'Failed to save address';

export interface AddressFormProps {
  /** The address being edited, or none for a new one. */
  address?: ShippingAddressFieldsFragment;
  states: readonly { code: string; name: string }[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a shipping address: all six fields required, the state chosen from the list. */
export function AddressForm({ address, states, onSaved, onCancel }: AddressFormProps) {
  // The form's alert is only ever SAVE_FAILED, shown in a live region.
  const { values, alert, setAlert, showRefusal, formRef, errors, setField, passes } = useAccountForm<Field>(() => ({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
  }));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const endIfExpired = useSessionExpiry();
  const [save, { loading }] = useMutation(SaveShippingAddressDocument, {
    update(cache, { data }) {
      const saved = data?.saveShippingAddress;
      // An edit updates itself by id; a new address joins the list.
      if (address || saved?.__typename !== 'ShippingAddress') return;
      cache.updateQuery({ query: ShippingAddressesDocument }, (current) =>
        current ? { ...current, shippingAddresses: [...current.shippingAddresses, saved] } : current,
      );
    },
  });

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!passes(blankFieldsOf(values, FIELDS))) return;
    try {
      const input = Object.fromEntries(FIELDS.map((name) => [name, values[name].trim()])) as Record<Field, string>;
      const { data } = await save({ variables: { input, id: address?.id } });
      const result = data?.saveShippingAddress;
      if (result?.__typename === 'ShippingAddress') {
        onSaved();
      } else if (result) {
        showRefusal(result, FIELDS, SAVE_FAILED);
      }
    } catch (error) {
      if (!endIfExpired(error)) setAlert(SAVE_FAILED);
    }
  };

  const title = address ? 'Edit Shipping Address' : 'Add New Shipping Address';

  return (
    <AccountForm formRef={formRef} onSubmit={onSubmit} className="account-panel" aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={titleRef} tabIndex={-1} className="address-form__title">
        {title}
      </h2>
      <StatusRegion message={alert} tone="error" />
      <AddressFields values={values} states={states} errors={errors} onChange={setField} required />
      <div className="account-form__actions">
        <SubmitButton busy={loading}>{address ? 'Save Changes' : 'Save Address'}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AccountForm>
  );
}
