import { Link } from 'react-router-dom';

export type CheckoutStep = 'address' | 'delivery' | 'review';

export const CHECKOUT_STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: 'address', label: 'Address' },
  { step: 'delivery', label: 'Delivery' },
  { step: 'review', label: 'Review' },
];

/** The step a URL names; anything else is the first. */
export function stepOf(value: string | null): CheckoutStep {
  return CHECKOUT_STEPS.find((s) => s.step === value)?.step ?? 'address';
}

export const stepHref = (step: CheckoutStep): string => (step === 'address' ? '?' : `?step=${step}`);

/** Where the shopper is: earlier steps are links back, later ones are not reachable yet. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const index = CHECKOUT_STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Checkout steps">
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map(({ step, label }, i) => (
          <li
            key={step}
            className={`checkout-steps__step${i < index ? ' checkout-steps__step--done' : ''}`}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            {i < index ? <Link to={stepHref(step)}>{label}</Link> : <span>{label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
