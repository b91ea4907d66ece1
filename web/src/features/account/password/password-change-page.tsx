import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { ChangePasswordDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountForm } from '../account-form';
import { MESSAGES, passwordProblem } from '../account-rules';
import { PasswordField } from '../password-field';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { useSessionExpiry } from '../use-session-expiry';

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
  const { values, setValues, alert, setAlert, showRefusal, formRef, field, passes } = useAccountForm(EMPTY);
  const [changed, setChanged] = useState(false);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const endIfExpired = useSessionExpiry();
  const navigate = useNavigate();

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
    if (!passes(problems)) return;
    try {
      const input = { currentPassword: values.currentPassword, newPassword: values.newPassword };
      const { data } = await changePassword({ variables: { input } });
      const result = data?.changePassword;
      if (result?.__typename === 'Done') {
        setValues(EMPTY);
        setChanged(true);
      } else if (result) {
        showRefusal(result, FIELDS, PASSWORD_MESSAGES.failed);
      }
    } catch (error) {
      if (!endIfExpired(error)) setAlert(failureMessage(error, { network: PASSWORD_MESSAGES.network }));
    }
  };

  const toDashboard = () => void navigate(paths.dashboard());

  return (
    <section className="account-page" aria-labelledby="password-title">
      <h1 id="password-title" className="account-page__title">
        Password Change
      </h1>
      <AccountForm
        formRef={formRef}
        alert={alert}
        onSubmit={onSubmit}
        className="account-panel password-form"
        aria-labelledby="password-title"
      >
        <PasswordField label="Old Password" purpose="current" {...field('currentPassword')} />
        <PasswordField label="New Password" purpose="new" {...field('newPassword')} />
        <PasswordField label="Confirm Password" purpose="confirm" {...field('confirmPassword')} />
        <div className="account-form__actions">
          <SubmitButton busy={loading}>Change Password</SubmitButton>
        </div>
      </AccountForm>
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
