import type { FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingText } from '../../components/status-text';
import {
  type DeliveryMethod,
  DeliveryOptionsDocument,
  type DeliveryOptionsQuery,
} from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../lib/format-money';
import { stepHref } from './checkout-steps';
import { formatDeliveryDays } from '../../lib/format-delivery-days';

type Option = DeliveryOptionsQuery['deliveryOptions'][number];

export interface DeliveryStepProps {
  delivery: DeliveryMethod;
  onChoose: (method: DeliveryMethod) => void;
  onContinue: () => void;
}

function OptionText({ option }: { option: Option }) {
  return (
    <span className="checkout-choice__text">
      <strong>{option.name}</strong>
      <span className="checkout-choice__price">{option.price === 0 ? 'Free' : formatMoney(option.price)}</span>
      <span>
        {option.minBusinessDays}–{option.maxBusinessDays} business days · expected{' '}
        {formatDeliveryDays(option.estimatedFrom, option.estimatedTo)}
      </span>
    </span>
  );
}

/** Step 2: how the order travels, priced by the server for the cart as it is now. */
export function DeliveryStep({ delivery, onChoose, onContinue }: DeliveryStepProps) {
  const { data, error, refetch } = useQuery(DeliveryOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const options = data?.deliveryOptions ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (options.some((o) => o.method === delivery)) onContinue();
  };
  return (
    <form className="checkout-panel" aria-labelledby="checkout-delivery-title" onSubmit={onSubmit} noValidate>
      <h2 id="checkout-delivery-title" className="checkout-panel__title">
        Delivery
      </h2>
      {!data && error ? (
        <LoadError error={error} onRetry={refetch} lead="We could not load the delivery options. " />
      ) : !data ? (
        <LoadingText />
      ) : (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">Delivery method</legend>
          {options.map((option) => (
            <label key={option.method} className="checkout-choice">
              <input
                type="radio"
                name="delivery"
                value={option.method}
                checked={option.method === delivery}
                onChange={() => onChoose(option.method)}
              />
              <OptionText option={option} />
            </label>
          ))}
        </fieldset>
      )}
      {/* PACT Act: vapour products are handed only to an adult who signs and shows a government photo ID. */}
      <p className="checkout-adult-signature">
        An adult (21 or older) must sign for the parcel and show a valid government-issued photo ID at delivery.
      </p>
      <div className="checkout-page__actions">
        <Link to={stepHref('address')} className="btn btn--secondary">
          Back
        </Link>
        <Button type="submit" disabled={!options.length}>
          Continue to review
        </Button>
      </div>
    </form>
  );
}
