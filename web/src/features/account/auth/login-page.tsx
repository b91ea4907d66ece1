import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { LogInDocument } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { failureMessage } from '../../../lib/graphql-errors';
import { startSessionInCache } from '../../../lib/session-cache';
import { AccountForm } from '../account-form';
import { MESSAGES, requiredProblem } from '../account-rules';
import { PasswordField } from '../password-field';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { AuthCard } from './auth-card';
import { returnPath } from './return-path';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid credentials or account not registered.',
  network: 'Network error. Please try again later.',
} as const;

/** /app/Login: e-mail and password; afterwards back where the route guard came from, else the profile. */
export function LoginPage() {
  useDocumentTitle('Login');
  const { values, alert, setAlert, formRef, field, passes, showRefusal } = useAccountForm<Field>({
    email: '',
    password: '',
  });
  const [logIn, { loading }] = useMutation(LogInDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = {
      email: requiredProblem(values.email),
      password: values.password ? undefined : MESSAGES.required,
    };
    if (!passes(problems)) return;
    try {
      const { data } = await logIn({ variables: { input: { email: values.email.trim(), password: values.password } } });
      const result = data?.logIn;
      if (result?.__typename === 'AuthSuccess') {
        await startSessionInCache(client, result.customer);
        await navigate(returnPath(location.state, location.search), { replace: true });
      } else if (result?.__typename === 'InputErrors') {
        // Wrong e-mail or wrong password: one message for the pair, never saying which.
        if (result.errors.some((error) => error.code === 'INVALID_CREDENTIALS')) {
          setAlert(LOGIN_MESSAGES.invalidCredentials);
        } else {
          showRefusal(result, FIELDS);
        }
      }
    } catch (error) {
      setAlert(failureMessage(error, { network: LOGIN_MESSAGES.network }));
    }
  };

  return (
    <AuthCard
      title="Login"
      intro="Welcome back! Log in to see your orders, addresses and profile."
      footer={
        <>
          <div className="auth-card__links">
            <Link to={paths.forgetPassword()}>Forgot password?</Link>
            <span>
              New here? <Link to={paths.signUp()}>Sign up</Link>
            </span>
          </div>
          <p>
            Buying for a store? <Link to={paths.wholesale()}>Visit our wholesale site</Link>
          </p>
        </>
      }
    >
      <AccountForm formRef={formRef} alert={alert} onSubmit={onSubmit} aria-label="Login">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" purpose="current" {...field('password')} />
        <SubmitButton busy={loading}>Login</SubmitButton>
      </AccountForm>
    </AuthCard>
  );
}
