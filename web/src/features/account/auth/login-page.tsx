import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { LogInDocument } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { failureMessage } from '../../../lib/graphql-errors';
import { startSessionInCache } from '../../../lib/session-cache';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { MESSAGES, requiredProblem } from '../account-rules';
import { FormAlert } from '../form-alert';
import { SubmitButton } from '../submit-button';
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
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, show, clear, formRef } = useFormErrors<Field>();
  const [logIn, { loading }] = useMutation(LogInDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
    setAlert(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = {
      email: requiredProblem(values.email),
      password: values.password ? undefined : MESSAGES.required,
    };
    show(problems);
    if (problems.email || problems.password) return;
    setAlert(null);
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
          const { fields, other } = fieldErrorsFrom(result, FIELDS);
          show(fields);
          setAlert(other);
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
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label="Login">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={onChange('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={onChange('password')}
          error={errors.password}
        />
        <SubmitButton busy={loading}>Login</SubmitButton>
      </form>
    </AuthCard>
  );
}
