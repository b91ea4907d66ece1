import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { ResetPasswordDocument } from '../../../graphql/__generated__/graphql';
import { fieldProblemsOf } from '../../../lib/field-problems';
import { failureMessage } from '../../../lib/graphql-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountForm } from '../account-form';
import { CODE_LENGTH, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../account-rules';
import { PasswordField } from '../password-field';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { AuthCard } from './auth-card';
import { readRecoveryState } from './recovery-state';

const FIELDS = ['email', 'code', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export const CODE_VERIFY_MESSAGES = {
  allRequired: 'All fields are required.',
  tooShort: 'Password must be at least 8 characters.',
  mismatch: 'Passwords do not match.',
  invalidCode: 'Invalid code.',
  failed: 'Failed to reset password. Try again.',
  network: 'Something went wrong. Please try again.',
} as const;

/** The spec's one-message checks, in its order; the message is shown once and marks the fields it concerns. */
function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const empty = FIELDS.filter((field) => !values[field].trim());
  if (empty.length) return Object.fromEntries(empty.map((field) => [field, CODE_VERIFY_MESSAGES.allRequired]));
  const passwords = ['newPassword', 'confirmPassword'] as const;
  const short = passwords.filter((field) => [...values[field]].length < PASSWORD_MIN);
  if (short.length) return Object.fromEntries(short.map((field) => [field, CODE_VERIFY_MESSAGES.tooShort]));
  if ([...values.newPassword].length > PASSWORD_MAX) return { newPassword: MESSAGES.password };
  if (values.newPassword !== values.confirmPassword) return { confirmPassword: CODE_VERIFY_MESSAGES.mismatch };
  return {};
}

/** /Codeverify: the e-mailed code and a new password; the server checks the code. */
export function CodeVerifyPage() {
  useDocumentTitle('Reset Password');
  const location = useLocation();
  const [recovery] = useState(() => readRecoveryState(location.state, location.search));
  const { values, setValues, alert, setAlert, errors, show, formRef } = useAccountForm<Field>({
    email: recovery.email ?? '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const messageId = useId();
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The form is gone: take focus to the outcome so it is not lost on the page.
    if (done) doneRef.current?.focus();
  }, [done]);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // Error text clears when typing (spec section 5).
    show({});
    setAlert(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = check(values);
    show(problems);
    setAlert(null);
    if (Object.keys(problems).length) return;
    try {
      const input = { email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword };
      const { data } = await resetPassword({ variables: { input } });
      const result = data?.resetPassword;
      if (result?.__typename === 'Done') {
        setDone(result.message);
      } else if (result) {
        // A wrong code and anything without a field are told in the spec's words.
        const refused = fieldProblemsOf(result, FIELDS);
        show(refused.fields.code ? { code: CODE_VERIFY_MESSAGES.invalidCode } : refused.fields);
        setAlert(refused.alert === null ? null : CODE_VERIFY_MESSAGES.failed);
      }
    } catch (error) {
      setAlert(failureMessage(error, { network: CODE_VERIFY_MESSAGES.network }));
    }
  };

  if (done) {
    return (
      <AuthCard title="Password Reset">
        <div ref={doneRef} tabIndex={-1} className="account-form">
          <p className="form-status">{done}</p>
          <Link className="btn btn--primary" to={paths.login()}>
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  const message = alert ?? Object.values(errors).find(Boolean);
  // Each field the message is about is marked invalid and described by the one message.
  const fieldProps = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: onChange(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? messageId : undefined,
  });

  return (
    <AuthCard
      title="Reset Password"
      intro="Enter the code we e-mailed you and choose a new password."
      footer={
        <div className="auth-card__links">
          <Link to={paths.forgetPassword()}>Send a new code</Link>
          <Link to={paths.login()}>Back to Login</Link>
        </div>
      }
    >
      {recovery.notice ? (
        <p className="form-status" role="status">
          {recovery.notice}
        </p>
      ) : null}
      <AccountForm
        formRef={formRef}
        alert={message}
        alertId={messageId}
        onSubmit={onSubmit}
        aria-label="Reset password"
      >
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
        <TextField
          label="Email Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          {...fieldProps('code')}
        />
        <PasswordField label="New Password" purpose="new" {...fieldProps('newPassword')} />
        <PasswordField label="Confirm Password" purpose="confirm" {...fieldProps('confirmPassword')} />
        <SubmitButton busy={loading}>Submit</SubmitButton>
      </AccountForm>
    </AuthCard>
  );
}
