import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { EmptyText, ErrorText, LoadingText } from '../../../components/status-text';
import {
  DeleteShippingAddressDocument,
  SetDefaultShippingAddressDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StatusRegion } from '../../../components/form-alert';
import { useSessionExpiry } from '../use-session-expiry';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { DeleteAddressDialog } from './delete-address-dialog';
import './shipping-address-page.css';

/** List mode, or the form for a new address or for one being edited (spec section 4). */
type Mode = { kind: 'list' } | { kind: 'form'; address?: ShippingAddressFieldsFragment };
type Status = { message: string; tone: 'success' | 'error' } | null;

export const ADDRESS_MESSAGES = {
  saved: 'Shipping address saved successfully!',
  alreadySaved: 'That address is already in your address book.',
  deleted: 'Shipping address deleted.',
  deleteFailed: 'Failed to delete address',
  defaultSet: 'Default address changed.',
  defaultFailed: 'Failed to change the default address',
} as const;

/**
 * /app/ShippingAddress: the saved addresses as cards, the default first with its badge; Add and Edit open the
 * form, Set as default moves the default, Delete asks first. A full book says so; Add stays, so that the API
 * can answer an address already saved or give its reason.
 */
export function ShippingAddressPage() {
  useDocumentTitle('Shipping Address');
  const { data, loading, error } = useQuery(ShippingAddressesDocument);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [status, setStatus] = useState<Status>(null);
  const [toDelete, setToDelete] = useState<ShippingAddressFieldsFragment | null>(null);
  const [focusTitle, setFocusTitle] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const fullId = useId();
  const endIfExpired = useSessionExpiry();
  const [deleteAddress, deleteState] = useMutation(DeleteShippingAddressDocument);
  const [setDefault, setDefaultState] = useMutation(SetDefaultShippingAddressDocument, {
    // The answer is the whole list: the new default first, the old one without its badge.
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: ShippingAddressesDocument }, (current) =>
        current ? { ...current, shippingAddresses: data.setDefaultShippingAddress } : current,
      );
    },
  });

  useEffect(() => {
    // Back from the form, whose controls are gone: focus the page title so the keyboard is not lost.
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  useEffect(() => {
    endIfExpired(error);
  }, [error, endIfExpired]);

  const backToList = (next: Status) => {
    setMode({ kind: 'list' });
    setStatus(next);
    setFocusTitle((count) => count + 1);
  };

  const confirmDelete = async () => {
    if (!toDelete || deleteState.loading) return;
    const { id } = toDelete;
    try {
      await deleteAddress({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ShippingAddress', id }) });
          cache.gc();
        },
      });
      setStatus({ message: ADDRESS_MESSAGES.deleted, tone: 'success' });
      // Its card, and so the Delete button the dialog would return to, is gone.
      setFocusTitle((count) => count + 1);
    } catch (failure) {
      endIfExpired(failure);
      setStatus({ message: ADDRESS_MESSAGES.deleteFailed, tone: 'error' });
    }
    setToDelete(null);
  };

  const makeDefault = async (id: string) => {
    if (setDefaultState.loading) return;
    try {
      await setDefault({ variables: { id } });
      setStatus({ message: ADDRESS_MESSAGES.defaultSet, tone: 'success' });
      // Its Set as default button is gone and the card moved to the top.
      setFocusTitle((count) => count + 1);
    } catch (failure) {
      endIfExpired(failure);
      setStatus({ message: ADDRESS_MESSAGES.defaultFailed, tone: 'error' });
    }
  };

  const addresses = data?.shippingAddresses ?? [];
  const limit = data?.addressBookLimit ?? 0;
  // Said beside Add and above a new address's form; an edit adds nothing.
  const full = data !== undefined && addresses.length >= limit && !(mode.kind === 'form' && mode.address);
  return (
    <section className="account-page" aria-labelledby="shipping-title">
      <div className="account-page__header">
        <h1 id="shipping-title" ref={titleRef} tabIndex={-1} className="account-page__title">
          Shipping Address
        </h1>
        {mode.kind === 'list' && data ? (
          <Button
            onClick={() => {
              setStatus(null);
              setMode({ kind: 'form' });
            }}
            aria-describedby={full ? fullId : undefined}
          >
            Add New Shipping Address
          </Button>
        ) : null}
      </div>
      {full ? (
        <p id={fullId} className="address-book__full">
          Your address book is full ({addresses.length} of {limit}). Delete an address to add another.
        </p>
      ) : null}
      <StatusRegion message={status?.message ?? null} tone={status?.tone} />
      {!data && loading ? <LoadingText /> : null}
      {!data && error ? <ErrorText>Error: {error.message}</ErrorText> : null}
      {data && mode.kind === 'form' ? (
        <AddressForm
          key={mode.address?.id ?? 'new'}
          address={mode.address}
          book={addresses}
          states={data.usStates}
          onSaved={(alreadySaved) =>
            backToList({ message: ADDRESS_MESSAGES[alreadySaved ? 'alreadySaved' : 'saved'], tone: 'success' })
          }
          onCancel={() => backToList(null)}
        />
      ) : null}
      {data && mode.kind === 'list' ? (
        addresses.length ? (
          <ul className="address-list">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => {
                  setStatus(null);
                  setMode({ kind: 'form', address });
                }}
                onDelete={() => setToDelete(address)}
                onSetDefault={() => void makeDefault(address.id)}
                settingDefault={setDefaultState.loading}
              />
            ))}
          </ul>
        ) : (
          <EmptyText>You have no saved shipping addresses yet.</EmptyText>
        )
      ) : null}
      <DeleteAddressDialog
        address={toDelete}
        busy={deleteState.loading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
