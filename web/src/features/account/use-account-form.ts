import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from '../../lib/field-problems';
import { useFieldProblems } from '../../lib/use-field-problems';

/**
 * The state of an account form: its values, and its problems (a message at each field, one alert, see
 * useFieldProblems). Typing in a field drops its message and the alert.
 */
export function useAccountForm<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState(initial);
  const problems = useFieldProblems<F>();
  const { errors, show, clear, setAlert } = problems;

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
  const passes = (found: FieldErrors<F>): boolean => {
    show(found);
    const ok = !Object.values(found).some(Boolean);
    if (ok) setAlert(null);
    return ok;
  };

  return { ...problems, values, setValues, setField, onChange, field, passes };
}
