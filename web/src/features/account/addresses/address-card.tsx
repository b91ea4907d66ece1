import { Button } from '../../../components/button';
import type { ShippingAddressFieldsFragment } from '../../../graphql/__generated__/graphql';

export interface AddressCardProps {
  address: ShippingAddressFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address: name, street, city, state and ZIP, with Edit and Delete. */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <li className="address-card">
      <address>
        <strong className="address-card__name">{name}</strong>
        <span>{address.address}</span>
        <span>
          {address.city}, {address.stateName} {address.zipcode}
        </span>
      </address>
      <div className="address-card__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit address of ${name}, ${address.address}`}>
          Edit
        </Button>
        <Button variant="dark" onClick={onDelete} aria-label={`Delete address of ${name}, ${address.address}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
