import type { AdminOrderFieldsFragment } from '../../graphql/__generated__/graphql';

/** Where an order goes, as the order page, packing slip and shipping label print it. */
export function ShipToAddress({ shipTo }: { shipTo: AdminOrderFieldsFragment['shipTo'] }) {
  return (
    <address>
      {shipTo.firstName} {shipTo.lastName}
      <br />
      {shipTo.address}
      <br />
      {shipTo.city}, {shipTo.state} {shipTo.zipcode}
    </address>
  );
}
