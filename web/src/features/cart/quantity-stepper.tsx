import { useRef } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from './use-cart-line';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  productName: string;
  quantity: number;
  /** The most one may choose: 99 (spec section 9), or fewer where fewer are in stock. */
  max?: number;
  /** A change is running: the buttons ignore clicks but keep focus. */
  busy: boolean;
  onChange: (quantity: number) => Promise<void> | void;
}

/** Minus, the quantity and plus; minus is disabled at 1 and plus at the maximum (spec sections 4 and 9). */
export function QuantityStepper({ productName, quantity, max = MAX_QUANTITY, busy, onChange }: QuantityStepperProps) {
  const minusRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  const step = async (by: number) => {
    if (busy) return;
    const next = quantity + by;
    await onChange(next);
    // A button that just became disabled drops focus to <body>: hand it to the other one.
    if (next <= MIN_QUANTITY) plusRef.current?.focus();
    if (next >= max) minusRef.current?.focus();
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
        disabled={quantity >= max}
        aria-disabled={busy || undefined}
        onClick={() => void step(1)}
      >
        +
      </button>
    </div>
  );
}
