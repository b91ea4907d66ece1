import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { RequestSignUpCodeDocument, SignUpDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { startSessionInCache } from '../../../lib/session-cache';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  CODE_LENGTH,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  dateOfBirthProblem,
  emailProblem,
  isUnderAge,
  passwordProblem,
  requiredProblem,
  todayIso,
} from '../account-rules';
import { FormAlert } from '../form-alert';
import { SubmitButton } from '../submit-button';
import { AuthCard } from './auth-card';
import { type SignUpPopup, SignUpDialogs } from './sign-up-dialogs';

const DETAILS = ['firstName', 'lastName', 'dateOfBirth', 'email', 'password'] as const;
type Detail = (typeof DETAILS)[number];
type Field = Detail | 'code';

const EMPTY: Record<Detail, string> = { firstName: '', lastName: '', dateOfBirth: '', email: '', password: '' };
const FAILED = 'Something went wrong. Please try again later.';

/**
 * /app/SignUp in two steps: the details, which e-mail a 6-digit code (the code never reaches this
 * page: the server compares it); then the code, with the details locked, which creates the account.
 */
export function SignUpPage() {
  useDocumentTitle('Sign Up');
  const [values, setValues] = useState(EMPTY);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [popup, setPopup] = useState<SignUpPopup | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, show, clear, formRef } = useFormErrors<Field>();
  const codeRef = useRef<HTMLInputElement>(null);
  const [requestCode, requestState] = useMutation(RequestSignUpCodeDocument);
  const [signUp, signUpState] = useMutation(SignUpDocument);
  const busy = requestState.loading || signUpState.loading;
  const client = useApolloClient();
  const navigate = useNavigate();

  const onChange = (field: Detail) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
    setAlert(null);
  };

  const sendCode = async () => {
    setAlert(null);
    try {
      const { data } = await requestCode({ variables: { email: values.email.trim() } });
      const result = data?.requestSignUpCode;
      if (result?.__typename === 'Done') {
        setStep('code');
        setPopup('check-email');
      } else if (result) {
        const { fields, other } = fieldErrorsFrom(result, DETAILS);
        setStep('details');
        show(fields);
        setAlert(other);
      }
    } catch (error) {
      setAlert(failureMessage(error, { network: FAILED }));
    }
  };

  const submitDetails = async () => {
    const problems = {
      firstName: requiredProblem(values.firstName),
      lastName: requiredProblem(values.lastName),
      dateOfBirth: dateOfBirthProblem(values.dateOfBirth),
      email: emailProblem(values.email),
      password: passwordProblem(values.password),
    };
    show(problems);
    if (Object.values(problems).some(Boolean)) return;
    await sendCode();
  };

  const submitCode = async () => {
    if (!code.trim()) {
      show({ code: MESSAGES.required });
      return;
    }
    setAlert(null);
    try {
      const input = { ...values, email: values.email.trim(), code: code.trim() };
      const { data } = await signUp({ variables: { input } });
      const result = data?.signUp;
      if (result?.__typename === 'AuthSuccess') {
        await startSessionInCache(client, result.customer);
        await navigate(paths.profile(), { replace: true });
      } else if (result) {
        const codeError = result.errors.find((error) => error.field === 'code');
        if (codeError?.code === 'INVALID_CODE') {
          setPopup('invalid-code');
          return;
        }
        // Anything else (e-mail taken meanwhile, a detail refused) is fixed back on the details.
        const { fields, other } = fieldErrorsFrom(result, [...DETAILS, 'code'] as const);
        if (!fields.code) setStep('details');
        show(fields);
        setAlert(other);
      }
    } catch (error) {
      setAlert(failureMessage(error, { network: FAILED }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void (step === 'details' ? submitDetails() : submitCode());
  };

  const editDetails = () => {
    setStep('details');
    setCode('');
    clear('code');
    setAlert(null);
  };

  // Client comfort: the age message shows as soon as the date makes the user younger than 21.
  const birthdayError = errors.dateOfBirth ?? (isUnderAge(values.dateOfBirth) ? MESSAGES.underAge : undefined);

  return (
    <AuthCard
      title="Sign Up"
      intro="Create your account. You must be 21 or older."
      footer={
        <p>
          Already have an account? <Link to={paths.login()}>Login</Link>
        </p>
      }
    >
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label="Sign up">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <fieldset disabled={step === 'code'}>
          <legend className="visually-hidden">Your details</legend>
          <div className="account-form__row">
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={60}
              value={values.firstName}
              onChange={onChange('firstName')}
              error={errors.firstName}
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={60}
              value={values.lastName}
              onChange={onChange('lastName')}
              error={errors.lastName}
            />
          </div>
          <TextField
            label="Birthday"
            name="dateOfBirth"
            type="date"
            autoComplete="bday"
            required
            max={todayIso()}
            value={values.dateOfBirth}
            onChange={onChange('dateOfBirth')}
            error={birthdayError}
          />
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
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
            value={values.password}
            onChange={onChange('password')}
            error={errors.password}
          />
        </fieldset>
        {step === 'code' ? (
          <TextField
            ref={codeRef}
            label="Verification Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            required
            hint={`The ${CODE_LENGTH}-digit code we e-mailed to ${values.email.trim()}; it is valid for 10 minutes.`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              clear('code');
              setAlert(null);
            }}
            error={errors.code}
          />
        ) : null}
        <SubmitButton busy={busy}>{step === 'details' ? 'Sign Up' : 'Verify & Create Account'}</SubmitButton>
        {step === 'code' ? (
          <div className="auth-card__secondary">
            <Button variant="secondary" onClick={editDetails}>
              Edit details
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                if (!busy) void sendCode();
              }}
            >
              Send a new code
            </Button>
          </div>
        ) : null}
      </form>
      <SignUpDialogs popup={popup} onClose={() => setPopup(null)} codeRef={codeRef} />
    </AuthCard>
  );
}
