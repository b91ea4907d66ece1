import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PaymentFields } from '../../components/payment-fields';
import { LoadingText } from '../../components/status-text';
import { OrderPageDocument, PayOrderDocument } from '../../graphql/__generated__/graphql';
import { failureSentence } from '../../lib/failure-sentence';
import { formatMoney } from '../../lib/format-money';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePaymentStep } from '../../lib/use-payment-step';

/**
 * Pay now, on the order page of an order placed awaiting payment (the legacy app places every order so): the same
 * card (or bank account) step as checkout, through the gateway's script, authorizing what the order owes. One key
 * per visit of the page, sent with every attempt: a double click or a retry after a lost answer charges once, and
 * after a decline the next card goes with the same key (nothing was charged).
 */
export function PayNow({ orderNumber, due }: { orderNumber: string; due: number }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The card lives in this component's memory only, never sent to the shop.
  const { form, gateway, check, token: tokenOf, fields } = usePaymentStep();
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const running = useRef(false);
  const [payOrder] = useMutation(PayOrderDocument, {
    refetchQueries: [{ query: OrderPageDocument, variables: { orderNumber } }],
    awaitRefetchQueries: true,
  });

  const onPay = async () => {
    // A second click before React re-renders the disabled button.
    if (running.current || !tokenOf) return;
    setFailure(null);
    if (!check()) return;
    running.current = true;
    setPaying(true);
    try {
      const token = await tokenOf();
      if (!token.ok) {
        setFailure(token.message);
        return;
      }
      const { data } = await payOrder({
        variables: { input: { orderNumber, idempotencyKey, payment: token.payment } },
      });
      if (data?.payOrder.__typename === 'InputErrors') setFailure(data.payOrder.message);
    } catch (error) {
      setFailure(failureSentence(error));
    } finally {
      running.current = false;
      setPaying(false);
    }
  };

  return (
    <section className="order-page__panel" aria-labelledby="pay-now-title">
      <h2 id="pay-now-title">Pay now</h2>
      <p>Your order is awaiting payment: {formatMoney(due)} is due. We ship it once it is paid.</p>
      {!gateway && form.error ? (
        <LoadError error={form.error} lead="We could not load the payment form. " onRetry={() => form.refetch()} />
      ) : !gateway ? (
        <LoadingText>Loading the payment form...</LoadingText>
      ) : !fields ? (
        // A shop that takes no card online: staff tell the customer how to pay.
        <p>We will e-mail you how to pay.</p>
      ) : (
        <>
          <PaymentFields
            {...fields}
            disabled={paying}
            note="Your card is authorized now and charged when your order ships."
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <p>
            <Button onClick={() => void onPay()} disabled={paying}>
              {paying ? 'Paying…' : `Pay ${formatMoney(due)}`}
            </Button>
          </p>
        </>
      )}
    </section>
  );
}
