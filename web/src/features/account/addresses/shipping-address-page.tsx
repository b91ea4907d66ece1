import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyText, ErrorText, LoadingText } from '../../../components/status-text';
import {
  DeleteShippingAddressDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StatusRegion } from '../../../components/form-alert';
import { useSessionExpiry } from '../use-session-expiry';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import './shipping-address-page.css';

/** List mode, or the form for a new address or for one being edited (spec section 4). */
type Mode = { kind: 'list' } | { kind: 'form'; address?: ShippingAddressFieldsFragment };
type Status = { message: string; tone: 'success' | 'error' } | null;

export const ADDRESS_MESSAGES = {
  saved: 'Shipping address saved successfully!',
  deleted: 'Shipping address deleted.',
  deleteFailed: 'Failed to delete address',
} as const;

/** /app/ShippingAddress: the saved addresses as cards; Add and Edit open the form, Delete asks first. */
export function ShippingAddressPage() {
  useDocumentTitle('Shipping Address');
  const { data, loading, error } = useQuery(ShippingAddressesDocument);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [status, setStatus] = useState<Status>(null);
  const [toDelete, setToDelete] = useState<ShippingAddressFieldsFragment | null>(null);
  const [focusTitle, setFocusTitle] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const endIfExpired = useSessionExpiry();
  const [deleteAddress, deleteState] = useMutation(DeleteShippingAddressDocument);

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

  const addresses = data?.shippingAddresses ?? [];
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
          >
            Add New Shipping Address
          </Button>
        ) : null}
      </div>
      <StatusRegion message={status?.message ?? null} tone={status?.tone} />
      {!data && loading ? <LoadingText /> : null}
      {!data && error ? <ErrorText>Error: {error.message}</ErrorText> : null}
      {data && mode.kind === 'form' ? (
        <AddressForm
          key={mode.address?.id ?? 'new'}
          address={mode.address}
          states={data.usStates}
          onSaved={() => backToList({ message: ADDRESS_MESSAGES.saved, tone: 'success' })}
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
              />
            ))}
          </ul>
        ) : (
          <EmptyText>You have no saved shipping addresses yet.</EmptyText>
        )
      ) : null}
      <Dialog
        open={toDelete !== null}
        role="alertdialog"
        title="Delete Address"
        onClose={() => setToDelete(null)}
        dismissible={!deleteState.loading}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirmDelete()} aria-disabled={deleteState.loading || undefined}>
              {deleteState.loading ? 'Please wait...' : 'Delete'}
            </Button>
          </>
        }
      >
        <p>
          Are you sure you want to delete the address of {toDelete?.firstName} {toDelete?.lastName}, {toDelete?.address}
          ?
        </p>
      </Dialog>
    </section>
  );
}
