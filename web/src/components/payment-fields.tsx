import type { Ref } from 'react';
import { SelectField, TextField } from './form-field';
import type { CollectKeys } from '../lib/collect-js';
import { CollectJsFields } from './collect-js-fields';
import type { PaymentErrors, PaymentField, PaymentValues } from '../lib/payment-values';
import './payment-fields.css';

export interface PaymentFieldsProps {
  values: PaymentValues;
  errors: PaymentErrors;
  /** Whether the gateway takes bank accounts (eCheck). */
  bankAccounts: boolean;
  /** With NMI: Collect.js draws the card fields itself (frames of NMI's pages); null with Accept.js. */
  collect?: CollectKeys | null;
  onChange: (patch: Partial<PaymentValues>, field?: PaymentField) => void;
  disabled: boolean;
  /** When the card is charged, in the customer's words (checkout authorizes at Place order, the order page at Pay now). */
  note?: string;
  /** The fieldset: the first field marked invalid is focused through it (usePaymentStep). */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The card (or bank account) fields of the payment step. They carry no `name` and sit in no form that posts to the
 * shop: their values go to the gateway's script only, which answers a one-time token.
 */
export function PaymentFields({
  values,
  errors,
  bankAccounts,
  collect = null,
  onChange,
  disabled,
  note = 'Your card is authorized when you place the order and charged when it ships.',
  ref,
}: PaymentFieldsProps) {
  const text = (field: PaymentField) => ({
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }, field),
  });
  return (
    <fieldset ref={ref} className="payment-fields" disabled={disabled}>
      <legend className="payment-fields__legend">Payment</legend>
      {bankAccounts ? (
        <div className="payment-fields__methods" role="radiogroup" aria-label="How you pay">
          {(
            [
              ['CARD', 'Card'],
              ['BANK', 'Bank account (eCheck)'],
            ] as const
          ).map(([method, label]) => (
            <label key={method} className="payment-fields__method">
              <input
                type="radio"
                name="payment-method"
                checked={values.method === method}
                onChange={() => onChange({ method })}
              />
              <strong>{label}</strong>
            </label>
          ))}
        </div>
      ) : null}
      {collect ? (
        <CollectJsFields
          keys={collect}
          billingZip={values.billingZip}
          billingZipError={errors.billingZip}
          onBillingZip={(billingZip) => onChange({ billingZip }, 'billingZip')}
          disabled={disabled}
        />
      ) : values.method === 'CARD' ? (
        <div className="payment-fields__grid">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            {...text('cardNumber')}
          />
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            {...text('expiry')}
          />
          <TextField
            label="Security code (CVV)"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...text('cvv')}
          />
          <TextField
            label="Billing ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            {...text('billingZip')}
          />
        </div>
      ) : (
        <div className="payment-fields__grid">
          <TextField label="Routing number" inputMode="numeric" maxLength={9} {...text('routingNumber')} />
          <TextField label="Account number" inputMode="numeric" maxLength={17} {...text('accountNumber')} />
          <TextField label="Name on the account" autoComplete="name" maxLength={22} {...text('nameOnAccount')} />
          <SelectField
            label="Account type"
            value={values.accountType}
            disabled={disabled}
            onChange={(event) => onChange({ accountType: event.target.value as PaymentValues['accountType'] })}
          >
            <option value="checking">Checking</option>
            <option value="savings">Savings</option>
            <option value="businessChecking">Business checking</option>
          </SelectField>
        </div>
      )}
      <p className="payment-fields__note">
        Your card details go straight to our payment processor; we never see or keep the number or the security code.{' '}
        {note}
      </p>
    </fieldset>
  );
}
