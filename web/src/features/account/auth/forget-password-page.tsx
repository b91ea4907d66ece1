import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { RequestPasswordRecoveryDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountForm } from '../account-form';
import { emailProblem } from '../account-rules';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { AuthCard } from './auth-card';
import type { RecoveryState } from './recovery-state';

/**
 * /app/ForgetPassword: the server e-mails a code and answers the same whether or not the address is
 * registered; the page then goes to /Codeverify with the e-mail (in router state, so it is not in the URL).
 */
export function ForgetPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { values, alert, setAlert, formRef, field, passes, showRefusal } = useAccountForm({ email: '' });
  const [requestRecovery, { loading }] = useMutation(RequestPasswordRecoveryDocument);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!passes({ email: emailProblem(values.email) })) return;
    const email = values.email.trim();
    try {
      const { data } = await requestRecovery({ variables: { email } });
      const result = data?.requestPasswordRecovery;
      if (result?.__typename === 'Done') {
        const state: RecoveryState = { email, notice: result.message };
        await navigate(paths.codeVerify(), { state });
      } else if (result) {
        showRefusal(result, ['email']);
      }
    } catch (error) {
      setAlert(failureMessage(error, { network: 'Something went wrong. Please try again later.' }));
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a code to reset your password."
      footer={
        <p>
          Remembered it? <Link to={paths.login()}>Back to Login</Link>
        </p>
      }
    >
      <AccountForm formRef={formRef} alert={alert} onSubmit={onSubmit} aria-label="Forgot password">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <SubmitButton busy={loading}>Send Code</SubmitButton>
      </AccountForm>
    </AuthCard>
  );
}
