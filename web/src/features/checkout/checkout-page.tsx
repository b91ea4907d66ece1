import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AddressField } from '../../components/address-fields';
import { LoadError } from '../../components/load-error';
import { LoadingText } from '../../components/status-text';
import {
  CartDocument,
  type OrderFieldsFragment,
  type ShippingAddressFieldsFragment,
  ShippingAddressesDocument,
} from '../../graphql/__generated__/graphql';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  type CheckoutChoices,
  clearCheckoutDraft,
  saveCheckoutChoices,
  saveCheckoutDraft,
  useCheckoutChoices,
  useCheckoutDraft,
} from '../../lib/checkout-draft';
import { blankFieldsOf, fieldProblemsOf } from '../../lib/field-problems';
import { useCartRestrictions } from '../../lib/use-cart-restrictions';
import { useCartTotals } from '../../lib/use-cart-excise-tax';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFieldProblems } from '../../lib/use-field-problems';
import { AddressStep, usableAddresses } from './address-step';
import { type CheckoutStep, CheckoutSteps, stepHref, stepOf } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep } from './delivery-step';
import { OrderPlacedDialog } from './order-placed-dialog';
import { type Failure, ReviewStep } from './review-step';
import { usePlaceOrder } from './use-place-order';
import { PaymentFields } from '../../components/payment-fields';
import { usePaymentStep } from '../../lib/use-payment-step';
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

function valuesOf({ firstName, lastName, address, city, state, zipcode }: ShippingAddressFieldsFragment) {
  return { firstName, lastName, address, city, state, zipcode };
}

/**
 * /CheckoutPage (behind the session guard), in three steps kept in the URL so Back and bookmarks work:
 * Address → Delivery → Review. Nothing is placed before the Review step's "Place order".
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const step = stepOf(useSearchParams()[0].get('step'));
  const shipping = useQuery(ShippingAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const cartQuery = useQuery(CartDocument, { fetchPolicy: 'cache-and-network' });
  const values = useCheckoutDraft();
  const choices = useCheckoutChoices();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The codes the cart held when a code refused the order: once the shopper changes them, that refusal is old news.
  const [failedCodes, setFailedCodes] = useState('');
  const [placed, setPlaced] = useState<OrderFieldsFragment | null>(null);
  const { errors, show, clear, formRef } = useFieldProblems<AddressField>();
  const { place, placing } = usePlaceOrder();
  // The card lives in this component's memory only: never in the checkout draft, never sent to the shop.
  const payment = usePaymentStep();
  const paymentForm = payment.form;
  const gateway = payment.gateway;

  const addresses = shipping.data?.shippingAddresses ?? [];
  const saved = usableAddresses(addresses);
  const typedSomething = ADDRESS_FIELDS.some((field) => values[field].trim());
  // Nothing chosen yet: the default address, unless an address was typed on the cart page.
  const chosenId = choices.savedAddressId ?? (typedSomething ? '' : (saved.find((a) => a.isDefault)?.id ?? ''));
  const chosen = saved.find((a) => a.id === chosenId);
  const shipTo = chosen ? valuesOf(chosen) : values;
  const states = shipping.data?.usStates ?? [];
  const stateName = states.find((s) => s.code === shipTo.state)?.name ?? shipTo.state;
  const cart = cartQuery.data?.cart;
  const restrictions = useCartRestrictions(shipTo.state, cart?.lines ?? []);
  const totals = useCartTotals(cart, shipTo.state, shipTo.zipcode);
  const codeRefused = failure?.kind === 'refused' && failure.errors.some((e) => e.field === 'code');
  const shownFailure = codeRefused && cart?.codes.join() !== failedCodes ? null : failure;
  const limit = shipping.data?.addressBookLimit;
  const bookFull = limit !== undefined && addresses.length >= limit ? { limit } : null;

  const choose = (patch: Partial<CheckoutChoices>) =>
    saveCheckoutChoices({ ...choices, savedAddressId: chosenId, ...patch });
  const goTo = (next: CheckoutStep) => void navigate(stepHref(next));
  // Spec section 5: every field of a typed address must be filled.
  const addressProblems = () => (chosen ? {} : blankFieldsOf(values, ADDRESS_FIELDS));

  const onContinueAddress = () => {
    const problems = addressProblems();
    show(problems);
    if (Object.keys(problems).length) return;
    choose({});
    goTo('delivery');
  };

  const onPlace = async () => {
    if (placing) return;
    setFailure(null);
    if (!payment.check()) return;
    const options = { delivery: choices.delivery, makeDefaultAddress: choices.makeDefault };
    const outcome = await place(
      chosen
        ? { shippingAddressId: chosen.id, ...options }
        : { address: trimmed(values), saveAddress: !bookFull && choices.saveAddress, ...options },
      payment.token,
      // The total on screen, once it is the ship-to state's: the server refuses the order if it would charge another.
      totals?.forState ? totals.total : null,
    );
    if (!outcome) return;
    if (outcome.kind === 'placed') {
      clearCheckoutDraft();
      setPlaced(outcome.order);
      return;
    }
    if (outcome.kind === 'refused') {
      // A refusal of an address field is mended where the field is; the alert says why everywhere.
      const errors = outcome.errors.filter((error) => error.code !== 'SHIPPING_RESTRICTED');
      const fields = fieldProblemsOf({ ...outcome, errors }, ADDRESS_FIELDS).fields;
      show(fields);
      if (Object.keys(fields).length) goTo('address');
    }
    setFailedCodes(cart?.codes.join() ?? '');
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
    // Spec section 7: "Error: " and "Failed to fetch shipping data"; the reason is a sentence, never raw text.
    return (
      <div className="checkout-page container">
        <LoadError
          error={loadError}
          lead="Error: Failed to fetch shipping data. "
          onRetry={() => Promise.all([shipping.refetch(), cartQuery.refetch()])}
        />
      </div>
    );
  }
  // A later step needs a complete address: a bookmark or a reload of one without it starts at the address.
  if (step !== 'address' && Object.keys(addressProblems()).length && !placed) {
    return <Navigate to={stepHref('address')} replace />;
  }

  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">Checkout</h1>
      <CheckoutSteps current={step} />
      <div className={`checkout-page__layout${step === 'review' ? ' checkout-page__layout--single' : ''}`}>
        {step === 'address' ? (
          <AddressStep
            formRef={formRef}
            saved={saved}
            chosenId={chosenId}
            onChoose={(id) => {
              // Spec section 5: choosing a saved address fills the form with it.
              const address = saved.find((a) => a.id === id);
              if (address) saveCheckoutDraft(valuesOf(address));
              choose({ savedAddressId: id });
              show({});
            }}
            values={shipTo}
            onFieldChange={(field, value) => {
              // A changed saved address is a new one.
              saveCheckoutDraft({ ...shipTo, [field]: value });
              if (chosen) choose({ savedAddressId: '' });
              clear(field);
            }}
            errors={errors}
            states={states}
            saveAddress={choices.saveAddress}
            onSaveAddress={(saveAddress) => choose({ saveAddress })}
            makeDefault={choices.makeDefault}
            onMakeDefault={(makeDefault) => choose({ makeDefault })}
            bookFull={bookFull}
            restrictions={restrictions}
            stateName={stateName}
            onContinue={onContinueAddress}
          />
        ) : step === 'delivery' ? (
          <DeliveryStep
            delivery={choices.delivery}
            onChoose={(delivery) => choose({ delivery })}
            onContinue={() => goTo('review')}
          />
        ) : (
          <ReviewStep
            cart={cart!}
            totals={totals!}
            shipTo={shipTo}
            stateName={stateName}
            delivery={choices.delivery}
            restrictions={restrictions}
            failure={shownFailure}
            placing={placing}
            // Until the form answers, nothing is placed: an order placed without it would await payment unseen.
            paymentReady={Boolean(gateway)}
            payment={
              !gateway && paymentForm.error ? (
                <LoadError
                  error={paymentForm.error}
                  lead="We could not load the payment form. "
                  onRetry={() => paymentForm.refetch()}
                />
              ) : !gateway ? (
                <LoadingText>Loading the payment form...</LoadingText>
              ) : payment.fields ? (
                <PaymentFields {...payment.fields} disabled={placing} />
              ) : (
                <p className="payment-fields__note">
                  We will e-mail you how to pay once we have accepted your order; nothing is charged now.
                </p>
              )
            }
            onPlace={() => void onPlace()}
          />
        )}
        {step !== 'review' ? (
          <section className="checkout-panel" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title" className="checkout-panel__title">
              Your Order
            </h2>
            <CheckoutSummary cart={cart} totals={totals} />
          </section>
        ) : null}
      </div>
      <OrderPlacedDialog
        orderNumber={placed?.orderNumber ?? null}
        awaitingVerification={placed?.awaitingIdentityVerification}
      />
    </div>
  );
}
