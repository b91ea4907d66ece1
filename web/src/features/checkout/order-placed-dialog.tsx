import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';

/**
 * "Order Placed Successfully" with the order number. The two links are the ways out (spec section 2): the
 * cart is already empty, so there is nothing to go back to on this page.
 */
export function OrderPlacedDialog({
  orderNumber,
  awaitingVerification = false,
}: {
  orderNumber: string | null;
  /** The age and identity check is still under way: the shop accepts the order once it passes. */
  awaitingVerification?: boolean;
}) {
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
      {awaitingVerification ? (
        <p className="order-placed__verification">
          <strong>Awaiting identity verification.</strong> We are still verifying your age and identity; we approve the
          order once that is done, and may contact you.
        </p>
      ) : null}
      <p>
        It is now awaiting approval; a confirmation is on its way to your e-mail, and you can follow the order there or
        under View Orders.
      </p>
    </Dialog>
  );
}
