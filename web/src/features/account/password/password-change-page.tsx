import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { ChangePasswordDocument } from '../../../graphql/__generated__/graphql';
import { errorCode, failureMessage } from '../../../lib/graphql-errors';
import { markSessionEnded } from '../../../lib/session-cache';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../account-rules';
import { FormAlert } from '../form-alert';
import { SubmitButton } from '../submit-button';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export const PASSWORD_MESSAGES = {
  mismatch: 'New password and confirm password do not match.',
  failed: 'Failed to change password.',
  network: 'Something went wrong.',
} as const;

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /app/settings: the old password and a new one twice; the server keeps this session and ends the others. */
export function PasswordChangePage() {
  useDocumentTitle('Password Change');
  const [values, setValues] = useState(EMPTY);
  const [alert, setAlert] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const { errors, show, clear, formRef } = useFormErrors<Field>();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
    setAlert(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = {
      currentPassword: values.currentPassword ? undefined : MESSAGES.required,
      newPassword: passwordProblem(values.newPassword),
      confirmPassword: !values.confirmPassword
        ? MESSAGES.required
        : values.newPassword && values.confirmPassword !== values.newPassword
          ? PASSWORD_MESSAGES.mismatch
          : undefined,
    };
    show(problems);
    if (Object.values(problems).some(Boolean)) return;
    setAlert(null);
    try {
      const input = { currentPassword: values.currentPassword, newPassword: values.newPassword };
      const { data } = await changePassword({ variables: { input } });
      const result = data?.changePassword;
      if (result?.__typename === 'Done') {
        setValues(EMPTY);
        setChanged(true);
      } else if (result) {
        const { fields, other } = fieldErrorsFrom(result, FIELDS);
        show(fields);
        if (other || !Object.keys(fields).length) setAlert(PASSWORD_MESSAGES.failed);
      }
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') markSessionEnded(client.cache);
      else setAlert(failureMessage(error, { network: PASSWORD_MESSAGES.network }));
    }
  };

  const toDashboard = () => void navigate(paths.dashboard());
  const field = (name: Field) => ({
    name,
    type: 'password',
    required: true,
    value: values[name],
    onChange: onChange(name),
    error: errors[name],
  });

  return (
    <section className="account-page" aria-labelledby="password-title">
      <h1 id="password-title" className="account-page__title">
        Password Change
      </h1>
      <form
        ref={formRef}
        className="account-form account-panel password-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="password-title"
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField label="Old Password" autoComplete="current-password" {...field('currentPassword')} />
        <TextField
          label="New Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          {...field('newPassword')}
        />
        <TextField
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...field('confirmPassword')}
        />
        <div className="account-form__actions">
          <SubmitButton busy={loading}>Change Password</SubmitButton>
        </div>
      </form>
      <Dialog
        open={changed}
        title="Password Changed"
        onClose={toDashboard}
        actions={<Button onClick={toDashboard}>OK</Button>}
      >
        <p>Your password has been successfully updated.</p>
      </Dialog>
    </section>
  );
}
