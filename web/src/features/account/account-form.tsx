import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormAlert } from '../../components/form-alert';

export interface AccountFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message about the whole form, shown first and read out at once. */
  alert?: string | null;
  /** The alert's id, for fields it describes. */
  alertId?: string;
  /** Classes beside `account-form` (account-panel …). */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** An account screen's form: its own checks in the spec's words instead of the browser's, its alert, its fields. */
export function AccountForm({ formRef, alert, alertId, className, children, ...form }: AccountFormProps) {
  return (
    <form ref={formRef} className={className ? `account-form ${className}` : 'account-form'} noValidate {...form}>
      {alert ? <FormAlert id={alertId}>{alert}</FormAlert> : null}
      {children}
    </form>
  );
}
