import { useRef } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from './use-cart-line';

export interface QuantityStepperProps {
  productName: string;
  quantity: number;
  /** A change is running: the buttons ignore clicks but keep focus. */
  busy: boolean;
  onChange: (quantity: number) => Promise<void>;
}

/** Minus, the quantity and plus; minus is disabled at 1 and plus at 99 (spec sections 4 and 9). */
export function QuantityStepper({ productName, quantity, busy, onChange }: QuantityStepperProps) {
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  const step = async (by: number) => {
    if (busy) return;
    const next = quantity + by;
    await onChange(next);
    // A button that just became disabled drops focus to <body>: hand it to the other one.
    if (next <= MIN_QUANTITY) plusRef.current?.focus();
    if (next >= MAX_QUANTITY) minusRef.current?.focus();
  };

  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${productName}`}>
      <button
        ref={minusRef}
        type="button"
        className="quantity-stepper__button"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={quantity <= MIN_QUANTITY}
        aria-disabled={busy || undefined}
        onClick={() => void step(-1)}
      >
        −
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        ref={plusRef}
        type="button"
        className="quantity-stepper__button"
        aria-label={`Increase quantity of ${productName}`}
        disabled={quantity >= MAX_QUANTITY}
        aria-disabled={busy || undefined}
        onClick={() => void step(1)}
      >
        +
      </button>
    </div>
  );
}
