import { SellerExamplesWarning } from './seller-examples-warning';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ShippingLabelDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { OrderNotFound } from './order-not-found';
import './orders.css';
import { ShipToAddress } from './ship-to-address';

/**
 * A parcel's printable label: the sender (the seller's registration), the recipient, the carrier and tracking of
 * its shipment, the adult-signature notice, and the federal label text on the same surface as the address.
 */
export function Component() {
  const { orderNumber = '' } = useParams();
  const { data, error } = useQuery(ShippingLabelDocument, { variables: { orderNumber } });
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) return <PageLoading label="Loading the label…" />;
  const { order, sellerRegistration: seller, parcelLabelStatement } = data;
  if (!order) return <OrderNotFound orderNumber={orderNumber} />;
  const shipment = [...order.timeline].reverse().find((step) => step.carrier);
  return (
    <>
      <div className="no-print">
        <PageHeader
          title={`Shipping label ${order.orderNumber}`}
          actions={<Button onClick={() => window.print()}>Print</Button>}
        />
        <SellerExamplesWarning examples={seller.examples} />
        {!shipment && <p className="admin-muted">Not shipped yet: the carrier and tracking number print once it is.</p>}
      </div>
      <article className="packing-slip shipping-label" aria-labelledby="label-heading">
        <h2 id="label-heading" className="visually-hidden">
          Label of {order.orderNumber}
        </h2>
        <section aria-label="From">
          <p className="admin-muted">From</p>
          <address>
            {seller.tradeName} ({seller.legalName})
            <br />
            {seller.address}
            <br />
            {seller.telephone}
          </address>
        </section>
        <section aria-label="To" className="shipping-label-to">
          <p className="admin-muted">To</p>
          <ShipToAddress shipTo={order.shipTo} />
        </section>
        <p className="packing-slip-pact">{parcelLabelStatement.text}</p>
        <p className="shipping-label-adult">ADULT SIGNATURE REQUIRED (21+) · GOVERNMENT PHOTO ID REQUIRED</p>
        <p>
          Order {order.orderNumber}
          {shipment ? ` · ${shipment.carrier} ${shipment.trackingNumber ?? ''}` : ''}
        </p>
      </article>
    </>
  );
}
