import { type ChangeEvent, useState } from 'react';
import { type FieldErrors, type InputErrorsLike, fieldErrorsFrom, useFormErrors } from '../../lib/use-form-errors';

/**
 * The state of an account form: its values, a message at each field (showing them moves focus to the first,
 * see useFormErrors) and one alert about the whole form. Typing in a field drops its message and the alert.
 */
export function useAccountForm<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, show, clear, formRef } = useFormErrors<F>();

  const setField = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name);
    setAlert(null);
  };

  const onChange = (name: F) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setField(name, event.target.value);

  /** What every field of the form takes: its name, required, its value and change handler, and its message. */
  const field = (name: F) => ({
    name,
    required: true,
    value: values[name],
    onChange: onChange(name),
    error: errors[name],
  });

  /** Shows the form's own checks at their fields; when all pass, clears the alert and answers true. */
  const passes = (problems: FieldErrors<F>): boolean => {
    show(problems);
    const ok = !Object.values(problems).some(Boolean);
    if (ok) setAlert(null);
    return ok;
  };

  /** The API refused the input: each message at its field, the first about anything else as the alert. */
  const showRefusal = (result: InputErrorsLike, fields: readonly F[]): FieldErrors<F> => {
    const { fields: atFields, other } = fieldErrorsFrom(result, fields);
    show(atFields);
    setAlert(other);
    return atFields;
  };

  return {
    values,
    setValues,
    setField,
    alert,
    setAlert,
    errors,
    show,
    clear,
    formRef,
    onChange,
    field,
    passes,
    showRefusal,
  };
}
