import { type FormEvent, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { type AddressField, AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { ErrorText, LoadingText } from '../../components/status-text';
import { paths } from '../../config/paths';
import {
  CartDocument,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../graphql/__generated__/graphql';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  clearCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
} from '../../lib/checkout-draft';
import { useDocumentTitle } from '../../lib/use-document-title';
import { blankFieldsOf, fieldProblemsOf } from '../../lib/field-problems';
import { useFieldProblems } from '../../lib/use-field-problems';
import { CheckoutSummary } from './checkout-summary';
import { OrderPlacedDialog } from './order-placed-dialog';
import { RestrictionWarning } from './restriction-warning';
import { SavedAddressSelect, usableAddresses } from './saved-address-select';
import { type PlaceOrderOutcome, usePlaceOrder } from './use-place-order';
import './checkout-page.css';

function trimmed(v: AddressValues): AddressValues {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state,
    zipcode: v.zipcode.trim(),
  };
}

type Failure = Exclude<PlaceOrderOutcome, { kind: 'placed' }>;

/**
 * /CheckoutPage (behind the session guard): a saved address or a new one, a warning for lines the chosen
 * state does not allow, the cart summary, and "Continue to shipping", which places the order.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const shipping = useQuery(ShippingAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const cartQuery = useQuery(CartDocument, { fetchPolicy: 'cache-and-network' });
  const [values, setValues] = useState(readCheckoutDraft);
  const [savedId, setSavedId] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placedNumber, setPlacedNumber] = useState<string | null>(null);
  const { errors, show, clear, formRef } = useFieldProblems<AddressField>();
  const { place, placing } = usePlaceOrder();

  const update = (next: AddressValues) => {
    setValues(next);
    saveCheckoutDraft(next);
  };

  const onFieldChange = (field: AddressField, value: string) => {
    update({ ...values, [field]: value });
    clear(field);
    // Edited by hand, the form no longer is the saved address: it goes to the server as a new one.
    setSavedId('');
  };

  const onChooseSaved = (address: ShippingAddressFieldsFragment | null) => {
    setSavedId(address?.id ?? '');
    if (!address) return;
    const { firstName, lastName, address: street, city, state, zipcode } = address;
    update({ firstName, lastName, address: street, city, state, zipcode });
    show({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    // Spec section 5: every field of the form must be filled.
    const problems = blankFieldsOf(values, ADDRESS_FIELDS);
    show(problems);
    if (Object.keys(problems).length) return;
    setFailure(null);
    const outcome = await place(savedId ? { shippingAddressId: savedId } : { address: trimmed(values) });
    if (!outcome) return;
    if (outcome.kind === 'placed') {
      clearCheckoutDraft();
      setPlacedNumber(outcome.order.orderNumber);
      return;
    }
    if (outcome.kind === 'refused') {
      // The alert says why in the API's words (a state rule with its link); other refusals also mark their field.
      const errors = outcome.errors.filter((error) => error.code !== 'SHIPPING_RESTRICTED');
      show(fieldProblemsOf({ ...outcome, errors }, ADDRESS_FIELDS).fields);
    }
    setFailure(outcome);
  };

  const firstLoad = (shipping.loading && !shipping.data) || (cartQuery.loading && !cartQuery.data);
  if (firstLoad) {
    return (
      <div className="checkout-page container">
        <LoadingText />
      </div>
    );
  }
  const loadError = (!shipping.data && shipping.error) || (!cartQuery.data && cartQuery.error);
  if (loadError) {
    return (
      <div className="checkout-page container">
        <ErrorText>Error: {loadError.message}</ErrorText>
      </div>
    );
  }

  const states = shipping.data?.usStates ?? [];
  const stateName = states.find((s) => s.code === values.state)?.name ?? '';
  const restricted = failure?.kind === 'refused' && failure.errors.some((e) => e.code === 'SHIPPING_RESTRICTED');
  const saved = usableAddresses(shipping.data?.shippingAddresses ?? []);

  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">Checkout</h1>
      <div className="checkout-page__layout">
        <form
          ref={formRef}
          className="checkout-panel"
          aria-labelledby="checkout-shipping-title"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <h2 id="checkout-shipping-title" className="checkout-panel__title">
            Shipping Address
          </h2>
          {saved.length ? <SavedAddressSelect addresses={saved} value={savedId} onChoose={onChooseSaved} /> : null}
          <AddressFields values={values} onChange={onFieldChange} states={states} errors={errors} required />
          <RestrictionWarning state={values.state} stateName={stateName} />
          <div role="alert" className="checkout-page__alert-region">
            {failure ? (
              <p className="checkout-failure">
                ❌ Order failed: {failure.message}
                {restricted ? (
                  <>
                    {' '}
                    <Link to={paths.shippingRestrictions()}>See shipping restrictions</Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className="checkout-page__actions">
            <Link to={paths.cartList()} className="btn btn--secondary">
              Return to cart
            </Link>
            <Button type="submit" disabled={placing}>
              {placing ? (
                <>
                  <span className="spinner" aria-hidden="true" />
                  Placing your order...
                </>
              ) : (
                'Continue to shipping'
              )}
            </Button>
          </div>
        </form>

        <section className="checkout-panel" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className="checkout-panel__title">
            Your Order
          </h2>
          <CheckoutSummary cart={cartQuery.data?.cart} />
        </section>
      </div>
      <OrderPlacedDialog orderNumber={placedNumber} />
    </div>
  );
}
