import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A refusal of the API: one message per field (InputErrors). */
export interface InputErrorsLike {
  errors: readonly { field: string; message: string }[];
}

/** The API's messages for this form's own fields; the first message for any other field is left over. */
export function fieldErrorsFrom<F extends string>(
  result: InputErrorsLike,
  fields: readonly F[],
): { fields: FieldErrors<F>; other: string | null } {
  const found: FieldErrors<F> = {};
  let other: string | null = null;
  for (const { field, message } of result.errors) {
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= message;
    else other ??= message;
  }
  return { fields: found, other };
}

/**
 * A form's field errors. `show` sets them and then moves focus to the first invalid control of the form
 * (in document order), so a keyboard or screen-reader user lands on the problem; `clear` drops one.
 */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

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

  return { errors, show, clear, formRef };
}
