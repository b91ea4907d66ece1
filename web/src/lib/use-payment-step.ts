import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { type PaymentInput, PaymentFormDocument } from '../graphql/__generated__/graphql';
import type { PaymentFieldsProps } from '../components/payment-fields';
import {
  EMPTY_PAYMENT,
  type PaymentField,
  type PaymentValues,
  paymentProblems,
  paymentScript,
  scriptToken,
} from './payment-values';
import { useFieldProblems } from './use-field-problems';

export type PaymentTokenAnswer = { ok: true; payment: PaymentInput } | { ok: false; message: string };

/**
 * The payment step of checkout and of Pay now: the shop's payment form (which gateway script takes the card, if
 * any), the card (or bank account) as typed, kept in this component's memory only (never in storage, never sent to
 * the shop), its check for comfort, and its one-time token from the gateway's script.
 */
export function usePaymentStep() {
  const form = useQuery(PaymentFormDocument);
  const [values, setValues] = useState<PaymentValues>(EMPTY_PAYMENT);
  const { errors, show, clear, formRef } = useFieldProblems<PaymentField, HTMLFieldSetElement>();
  const gateway = form.data?.paymentForm;
  const script = paymentScript(gateway);

  /**
   * For comfort only (the gateway judges the card): marks what is plainly missing or mistyped and moves focus to
   * the first such field, so a keyboard or screen-reader user lands on it. True when the card may go to the gateway.
   */
  const check = (): boolean => {
    if (!script) return true;
    const problems = paymentProblems(values, script.kind === 'collect-js');
    show(problems);
    return Object.keys(problems).length === 0;
  };

  /** The gateway's token for the card; null where the shop takes no card online. */
  const token = script
    ? async (): Promise<PaymentTokenAnswer> => {
        const answer = await scriptToken(script, values);
        // The security code is not kept a moment longer than the gateway needed it.
        setValues((current) => ({ ...current, cvv: '' }));
        return answer;
      }
    : null;

  /** PaymentFields' props, once the form names a script (disabled and the note are the page's). */
  const fields: Omit<PaymentFieldsProps, 'disabled' | 'note'> | null =
    gateway && script
      ? {
          ref: formRef,
          values,
          errors,
          bankAccounts: gateway.bankAccounts,
          collect: script.kind === 'collect-js' ? script.keys : null,
          onChange: (patch, field) => {
            setValues((current) => ({ ...current, ...patch }));
            if (field) clear(field);
          },
        }
      : null;

  return { form, gateway, check, token, fields };
}
