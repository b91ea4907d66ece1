import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';

/**
 * "Order Placed Successfully" with the order number. The two links are the ways out (spec section 2): the
 * cart is already empty, so there is nothing to go back to on this page.
 */
export function OrderPlacedDialog({ orderNumber }: { orderNumber: string | null }) {
  return (
    <Dialog
      open={orderNumber !== null}
      title="Order Placed Successfully"
      onClose={() => undefined}
      dismissible={false}
      actions={
        <>
          <Link to={paths.home()} className="btn btn--secondary">
            Back to Home
          </Link>
          <Link to={paths.dashboard()} className="btn btn--primary">
            View Orders
          </Link>
        </>
      }
    >
      <p>
        Thank you! Your order number is{' '}
        <strong className="order-placed__number">
          {orderNumber ? <Link to={paths.order(orderNumber)}>{orderNumber}</Link> : null}
        </strong>
        .
      </p>
      <p>
        It is now awaiting approval; a confirmation is on its way to your e-mail, and you can follow the order there or
        under View Orders.
      </p>
    </Dialog>
  );
}
