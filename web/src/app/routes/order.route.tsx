import { OrderPage } from '../../features/orders/order-page';

/** /app/orders/{orderNumber}; the account layout above it guards the session and returns here after login. */
export { OrderPage as Component };
