import { type FormEvent, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { type AddressField, AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { MoneyTotals } from '../../components/money-totals';
import { PromotionCodeBox } from '../../components/promotion-code-box';
import { LoadError } from '../../components/load-error';
import { LoadingText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { UsStatesDocument } from '../../graphql/__generated__/graphql';
import { type AddressValues, readCheckoutDraft, saveCheckoutDraft } from '../../lib/checkout-draft';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartPageLine } from './cart-page-line';
import { useCartRestrictions, useShipToState } from '../../lib/use-cart-restrictions';
import { useCartTotals } from '../../lib/use-cart-excise-tax';
import { FreeShippingMessage } from './free-shipping-message';
import { useCart } from './use-cart';
import './cart-shared.css';
import './cart-list-page.css';

/** Spec section 5: the cart's shipping form is complete enough once first name and address are filled. */
export function canCheckOut(values: AddressValues): boolean {
  return values.firstName.trim() !== '' && values.address.trim() !== '';
}

/**
 * /CartList: the lines with quantity controls, the server's totals, and the shipping address form whose
 * values go on to checkout (session storage, see lib/checkout-draft.ts).
 */
export function CartListPage() {
  useDocumentTitle('Cart');
  const { cart, loading, error, refetch } = useCart({ refresh: true });
  const shipToState = useShipToState();
  const restrictions = useCartRestrictions(shipToState, cart?.lines ?? []);
  const totals = useCartTotals(cart, shipToState);
  const states = useQuery(UsStatesDocument);
  const [address, setAddress] = useState(readCheckoutDraft);
  const navigate = useNavigate();
  const hintId = useId();

  const onFieldChange = (field: AddressField, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    saveCheckoutDraft(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCheckOut(address)) void navigate(paths.checkout());
  };

  if (loading) {
    return (
      <div className="cart-page container">
        <LoadingText />
      </div>
    );
  }
  if (!cart) {
    return (
      <div className="cart-page container">
        <LoadError lead="The cart could not be loaded. " error={error} onRetry={refetch} />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <section className="cart-page cart-page--empty container" aria-labelledby="cart-empty-title">
        <h1 id="cart-empty-title" className="cart-page__title">
          YOUR CART IS EMPTY
        </h1>
        <Link to={paths.search({ category: 'Vapes' })} className="btn btn--primary">
          Shop Vapes
        </Link>
      </section>
    );
  }

  const ready = canCheckOut(address);
  return (
    <div className="cart-page container">
      <h1 className="cart-page__title">Shopping Cart</h1>
      <div className="cart-page__layout">
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="visually-hidden">
            Items
          </h2>
          <ul className="cart-page__lines">
            {cart.lines.map((line) => (
              <CartPageLine key={line.product.id} line={line} stoppedBy={restrictions.reasonFor(line.product.id)} />
            ))}
          </ul>
        </section>

        <div className="cart-page__aside">
          <section className="cart-panel" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-panel__title">
              Order Summary
            </h2>
            <FreeShippingMessage totals={cart.totals} />
            <MoneyTotals totals={totals ?? cart.totals} />
            <PromotionCodeBox cart={cart} />
          </section>

          <form className="cart-panel" aria-labelledby="cart-shipping-title" onSubmit={onSubmit} noValidate>
            <h2 id="cart-shipping-title" className="cart-panel__title">
              Shipping Address
            </h2>
            <AddressFields values={address} onChange={onFieldChange} states={states.data?.usStates ?? []} />
            <Button type="submit" className="cart-page__checkout" disabled={!ready} aria-describedby={hintId}>
              CHECKOUT
            </Button>
            <p id={hintId} className="cart-page__hint">
              {ready
                ? 'You can review everything before the order is placed.'
                : 'Enter a first name and an address to check out.'}
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}
