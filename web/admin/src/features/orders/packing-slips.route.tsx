import { SellerExamplesWarning } from './seller-examples-warning';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TableHead } from '../../components/table-head';
import { AdminOrderDocument, PackingSlipsDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import './orders.css';
import { ShipToAddress } from './ship-to-address';

const COLUMNS = ['Qty', 'Item', 'Packed'];

/** What every slip prints beside its order: the seller's trade name and the federal statement parcels carry. */
interface SlipHeading {
  shop: string;
  statement: string;
}

/** One order's slip: what goes in the parcel, where it goes, and the federal statement parcels carry. */
function PackingSlip({ orderNumber, heading }: { orderNumber: string; heading: SlipHeading }) {
  const { data, error } = useQuery(AdminOrderDocument, { variables: { orderNumber } });
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) return <p className="packing-slip">Loading {orderNumber}…</p>;
  const order = data.order;
  if (!order) return <p className="packing-slip">There is no order {orderNumber}.</p>;
  return (
    <article className="packing-slip" aria-labelledby={`slip-${order.orderNumber}`}>
      <header>
        <p className="packing-slip-shop">{heading.shop}</p>
        <h2 id={`slip-${order.orderNumber}`}>Packing slip · {order.orderNumber}</h2>
      </header>
      <h3>Ship to</h3>
      <ShipToAddress shipTo={order.shipTo} />
      <p className="packing-slip-pact">{heading.statement}</p>
      <table className="packing-slip-lines">
        <TableHead columns={COLUMNS} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.quantity}</td>
              <th scope="row">{line.name}</th>
              <td aria-label="Packed">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {order.itemCount} items · {order.delivery.name}
      </p>
    </article>
  );
}

/** Printable packing slips for the orders in the address (?order=…), one to a printed page. */
export function Component() {
  const [params] = useSearchParams();
  const numbers = params.getAll('order');
  const shared = useQuery(PackingSlipsDocument);
  const heading = shared.data && {
    shop: shared.data.sellerRegistration.tradeName,
    statement: shared.data.parcelLabelStatement.text,
  };
  return (
    <>
      <div className="no-print">
        <PageHeader
          title={numbers.length === 1 ? `Packing slip ${numbers[0]}` : `Packing slips (${numbers.length})`}
          actions={<Button onClick={() => window.print()}>Print</Button>}
        />
        <SellerExamplesWarning examples={shared.data?.sellerRegistration.examples ?? []} />
      </div>
      {numbers.length === 0 ? (
        <p>No orders chosen: select orders in the list first.</p>
      ) : shared.error ? (
        <p role="alert">{adminErrorMessage(shared.error)}</p>
      ) : !heading ? (
        <PageLoading label="Loading the packing slips…" />
      ) : (
        numbers.map((n) => <PackingSlip key={n} orderNumber={n} heading={heading} />)
      )}
    </>
  );
}
