import { TextField } from '../../../src/components/form-field';
import { dollarsText } from '../lib/dollars';

/**
 * An amount of money as staff type it: in dollars ("12.34", "$12.34", "12"), shown in dollars, sent as cents
 * (read with `readDollars` on submit; the server checks the cents as it always did).
 */
export function MoneyField({
  label,
  name,
  cents,
  error,
  hint,
  required,
}: {
  label: string;
  name: string;
  /** The amount now, in cents; null or undefined: blank. */
  cents: number | null | undefined;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      defaultValue={dollarsText(cents)}
      error={error}
      hint={hint}
      required={required}
    />
  );
}
