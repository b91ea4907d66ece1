import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type FieldProblems, type InputErrorsLike, fieldProblemsOf } from './field-problems';

/**
 * A form's problems: a message at each field and one alert about the whole form. `show` sets the field
 * messages and then moves focus to the first invalid control of the form (in document order), so a keyboard or
 * screen-reader user lands on the problem; `clear` drops one. `formRef` may hold any element around the fields (a
 * fieldset that sits in no form).
 */
export function useFieldProblems<F extends string, E extends HTMLElement = HTMLFormElement>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<E>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = useCallback((next: FieldErrors<F>) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequest((count) => count + 1);
  }, []);

  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /**
   * The API refused the input: each message at its field, the rest in the alert. `alertText` replaces the API's
   * words in the alert where the screen's spec has its own ("Failed to save address").
   */
  const showRefusal = useCallback(
    (result: InputErrorsLike, fields: readonly F[], alertText?: string): FieldProblems<F> => {
      const problems = fieldProblemsOf(result, fields);
      show(problems.fields);
      setAlert(problems.alert === null ? null : (alertText ?? problems.alert));
      return problems;
    },
    [show],
  );

  return { errors, show, clear, alert, setAlert, showRefusal, formRef };
}
