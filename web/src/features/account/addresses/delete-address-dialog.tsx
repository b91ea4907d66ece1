import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import type { ShippingAddressFieldsFragment } from '../../../graphql/__generated__/graphql';
import { addressLabel } from './address-card';

export interface DeleteAddressDialogProps {
  /** The address to delete; none keeps the dialog closed. */
  address: ShippingAddressFieldsFragment | null;
  /** While the delete runs: Escape and the backdrop do nothing, and Delete says so. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an address is deleted: which one, that it is for good, and what becomes of the default. */
export function DeleteAddressDialog({ address, busy, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      role="alertdialog"
      title="Delete Address"
      onClose={onCancel}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} aria-disabled={busy || undefined}>
            {busy ? 'Please wait...' : 'Delete'}
          </Button>
        </>
      }
    >
      {address ? (
        <>
          <p>
            Are you sure you want to delete the address of {addressLabel(address)}, {address.city}? This cannot be
            undone.
          </p>
          {address.isDefault ? (
            <p>It is your default address: your address book will have no default until you choose another.</p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
