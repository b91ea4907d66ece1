import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { adminPaths } from '../../lib/paths';

/** An order's page (the order, its label) for a number no order has. */
export function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <PageHeader title="Order not found" />
      <p>
        There is no order {orderNumber}. <Link to={adminPaths.orders}>All orders</Link>
      </p>
    </>
  );
}
