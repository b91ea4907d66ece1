import { Button } from '../../../components/button';
import type { ShippingAddressFieldsFragment } from '../../../graphql/__generated__/graphql';

export interface AddressCardProps {
  address: ShippingAddressFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  /** While a default is being set: the button shows it and a second click is ignored. */
  settingDefault: boolean;
}

/** "Ada Lovelace, 12 Analytical Way": how a dialog or a button names one address. */
export function addressLabel(address: ShippingAddressFieldsFragment): string {
  return `${address.firstName} ${address.lastName}, ${address.address}`;
}

/** One saved address: name, street, city, state and ZIP, a Default badge or Set as default, Edit and Delete. */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, settingDefault }: AddressCardProps) {
  const label = addressLabel(address);
  return (
    <li className={address.isDefault ? 'address-card address-card--default' : 'address-card'}>
      <div className="address-card__body">
        {address.isDefault ? <p className="address-card__badge">Default</p> : null}
        <address>
          <strong className="address-card__name">
            {address.firstName} {address.lastName}
          </strong>
          <span>{address.address}</span>
          <span>
            {address.city}, {address.stateName} {address.zipcode}
          </span>
        </address>
      </div>
      <div className="address-card__actions">
        {address.isDefault ? null : (
          <Button
            variant="secondary"
            onClick={settingDefault ? undefined : onSetDefault}
            aria-disabled={settingDefault || undefined}
            aria-label={`Set address of ${label} as default`}
          >
            Set as default
          </Button>
        )}
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit address of ${label}`}>
          Edit
        </Button>
        <Button variant="dark" onClick={onDelete} aria-label={`Delete address of ${label}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
