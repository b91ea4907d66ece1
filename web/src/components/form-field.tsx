import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import './form-field.css';

interface FieldFrameProps {
  label: string;
  /** Shown under the control, which then carries aria-invalid and aria-describedby pointing at it. */
  error?: string;
  /** A short help text, read after the label. */
  hint?: string;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function Frame({
  label,
  error,
  hint,
  id,
  hintId,
  errorId,
  children,
}: FieldFrameProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input with its error message; a form-level message may describe it instead (aria-* props). */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <Frame label={label} error={error} hint={hint} id={inputId} hintId={hintId} errorId={errorId}>
      <input
        ref={ref}
        id={inputId}
        className={className ? `form-field__control ${className}` : 'form-field__control'}
        {...input}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy(hint && hintId, error && errorId, input['aria-describedby'])}
      />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select with its error message. */
export function SelectField({ label, error, hint, id, className, ref, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <Frame label={label} error={error} hint={hint} id={selectId} hintId={hintId} errorId={errorId}>
      <select
        ref={ref}
        id={selectId}
        className={className ? `form-field__control ${className}` : 'form-field__control'}
        {...select}
        aria-invalid={error ? true : select['aria-invalid']}
        aria-describedby={describedBy(hint && hintId, error && errorId, select['aria-describedby'])}
      >
        {children}
      </select>
    </Frame>
  );
}
