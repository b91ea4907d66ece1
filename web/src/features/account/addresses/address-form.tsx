import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { AddressFields } from '../../../components/address-fields';
import {
  SaveShippingAddressDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../../graphql/__generated__/graphql';
import { type InputErrorsLike, blankFieldsOf } from '../../../lib/field-problems';
import { problemSentence } from '../../../lib/problem-messages';
import { AccountForm } from '../account-form';
import { StatusRegion } from '../../../components/form-alert';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { useSessionExpiry } from '../use-session-expiry';

const FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipcode'] as const;
type Field = (typeof FIELDS)[number];

export const SAVE_FAILED = 'Failed to save address';

/** Refusals about the address book rather than the form: the API's reason is the alert, not SAVE_FAILED. */
const BOOK_PROBLEMS: readonly string[] = ['ADDRESS_BOOK_FULL', 'DUPLICATE_ADDRESS'];

function alertFor(refusal: InputErrorsLike): string {
  const about = refusal.errors.find((problem) => BOOK_PROBLEMS.includes(problem.code));
  return about ? problemSentence(about) : SAVE_FAILED;
}

export interface AddressFormProps {
  /** The address being edited, or none for a new one. */
  address?: ShippingAddressFieldsFragment;
  /** The addresses saved so far. */
  book: readonly ShippingAddressFieldsFragment[];
  states: readonly { code: string; name: string }[];
  /** `alreadySaved`: the API answered an address the book held already, and added none. */
  onSaved: (alreadySaved: boolean) => void;
  onCancel: () => void;
}

/**
 * Adds or edits a shipping address: all six fields required, the state chosen from the list. A new one
 * may become the default (ticked when the book is empty, where the API makes it the default anyway).
 */
export function AddressForm({ address, book, states, onSaved, onCancel }: AddressFormProps) {
  // The form's alert is only ever SAVE_FAILED, shown in a live region.
  const { values, alert, setAlert, showRefusal, formRef, errors, setField, passes } = useAccountForm<Field>(() => ({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
  }));
  const [makeDefault, setMakeDefault] = useState(book.length === 0);
  const defaultId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const endIfExpired = useSessionExpiry();
  const [save, { loading }] = useMutation(SaveShippingAddressDocument, {
    // An edit updates itself by id. A new address may be one already saved, or move the default: the list is
    // fetched again, in the order and with the defaults the API gives.
    refetchQueries: ({ data }) =>
      !address && data?.saveShippingAddress.__typename === 'ShippingAddress' ? [ShippingAddressesDocument] : [],
    awaitRefetchQueries: true,
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
      const variables = address ? { input, id: address.id } : { input, makeDefault };
      const { data } = await save({ variables });
      const result = data?.saveShippingAddress;
      if (result?.__typename === 'ShippingAddress') {
        onSaved(!address && book.some((saved) => saved.id === result.id));
      } else if (result) {
        showRefusal(result, FIELDS, alertFor(result));
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
      {address ? null : (
        <div className="address-form__default">
          <input
            id={defaultId}
            type="checkbox"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />
          <label htmlFor={defaultId}>Make this my default address</label>
        </div>
      )}
      <div className="account-form__actions">
        <SubmitButton busy={loading}>{address ? 'Save Changes' : 'Save Address'}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AccountForm>
  );
}
