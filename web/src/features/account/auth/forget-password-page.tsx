import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { RequestPasswordRecoveryDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { emailProblem } from '../account-rules';
import { FormAlert } from '../form-alert';
import { SubmitButton } from '../submit-button';
import { AuthCard } from './auth-card';
import type { RecoveryState } from './recovery-state';

/**
 * /app/ForgetPassword: the server e-mails a code and answers the same whether or not the address is
 * registered; the page then goes to /Codeverify with the e-mail (in router state, so it is not in the URL).
 */
export function ForgetPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, show, clear, formRef } = useFormErrors<'email'>();
  const [requestRecovery, { loading }] = useMutation(RequestPasswordRecoveryDocument);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problem = emailProblem(email);
    show({ email: problem });
    if (problem) return;
    setAlert(null);
    try {
      const { data } = await requestRecovery({ variables: { email: email.trim() } });
      const result = data?.requestPasswordRecovery;
      if (result?.__typename === 'Done') {
        const state: RecoveryState = { email: email.trim(), notice: result.message };
        await navigate(paths.codeVerify(), { state });
      } else if (result) {
        const { fields, other } = fieldErrorsFrom(result, ['email'] as const);
        show(fields);
        setAlert(other);
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
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label="Forgot password">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
            setAlert(null);
          }}
          error={errors.email}
        />
        <SubmitButton busy={loading}>Send Code</SubmitButton>
      </form>
    </AuthCard>
  );
}
