import { TextField, type TextFieldProps } from '../../../src/components/form-field';
import { dollarsText } from '../lib/dollars';

/**
 * An amount of money as staff type it: in dollars ("12.34", "$12.34", "12"), shown in dollars, sent as cents
 * (read with `readDollars` or `typedCents` on submit; the server checks the cents as it always did). `cents` is
 * the amount it starts with; a field the form holds in its state passes `value` and `onChange` instead.
 */
export function MoneyField({
  cents,
  ...field
}: Omit<TextFieldProps, 'defaultValue' | 'inputMode' | 'type'> & {
  /** The amount now, in cents; null or undefined: blank. */
  cents?: number | null;
}) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      {...(field.value === undefined ? { defaultValue: dollarsText(cents) } : {})}
      {...field}
    />
  );
}
