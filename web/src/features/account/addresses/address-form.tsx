import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import {
  SaveShippingAddressDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../../graphql/__generated__/graphql';
import { errorCode } from '../../../lib/graphql-errors';
import { markSessionEnded } from '../../../lib/session-cache';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { NAME_MAX, requiredProblem } from '../account-rules';
import { StatusRegion } from '../form-alert';
import { SubmitButton } from '../submit-button';

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
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
  }));
  const [failed, setFailed] = useState(false);
  const { errors, show, clear, formRef } = useFormErrors<Field>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const client = useApolloClient();
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

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
    setFailed(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = Object.fromEntries(FIELDS.map((field) => [field, requiredProblem(values[field])]));
    show(problems);
    if (Object.values(problems).some(Boolean)) return;
    setFailed(false);
    try {
      const input = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Record<Field, string>;
      const { data } = await save({ variables: { input, id: address?.id } });
      const result = data?.saveShippingAddress;
      if (result?.__typename === 'ShippingAddress') {
        onSaved();
      } else if (result) {
        const { fields, other } = fieldErrorsFrom(result, FIELDS);
        show(fields);
        setFailed(other !== null);
      }
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') markSessionEnded(client.cache);
      else setFailed(true);
    }
  };

  const title = address ? 'Edit Shipping Address' : 'Add New Shipping Address';
  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    onChange: onChange(name),
    error: errors[name],
  });

  return (
    <form
      ref={formRef}
      className="account-form account-panel"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="address-form-title"
    >
      <h2 id="address-form-title" ref={titleRef} tabIndex={-1} className="address-form__title">
        {title}
      </h2>
      <StatusRegion message={failed ? SAVE_FAILED : null} tone="error" />
      <div className="account-form__row">
        <TextField label="First Name" autoComplete="given-name" maxLength={NAME_MAX} {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" maxLength={NAME_MAX} {...field('lastName')} />
      </div>
      <TextField label="Address" autoComplete="address-line1" maxLength={200} {...field('address')} />
      <div className="account-form__row">
        <TextField label="City" autoComplete="address-level2" maxLength={NAME_MAX} {...field('city')} />
        <SelectField label="State" autoComplete="address-level1" {...field('state')}>
          <option value="">Select State</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label="ZIP Code" autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('zipcode')} />
      <div className="account-form__actions">
        <SubmitButton busy={loading}>{address ? 'Save Changes' : 'Save Address'}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
