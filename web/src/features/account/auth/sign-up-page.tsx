import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { RequestSignUpCodeDocument, SignUpDocument, SignUpOfferDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { startSessionInCache } from '../../../lib/session-cache';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountForm } from '../account-form';
import {
  CODE_LENGTH,
  MESSAGES,
  dateOfBirthProblem,
  emailProblem,
  isUnderAge,
  passwordProblem,
  requiredProblem,
  todayIso,
} from '../account-rules';
import { PasswordField } from '../password-field';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { AuthCard } from './auth-card';
import { type SignUpPopup, SignUpDialogs } from './sign-up-dialogs';

const DETAILS = ['firstName', 'lastName', 'dateOfBirth', 'email', 'password'] as const;
type Detail = (typeof DETAILS)[number];
type Field = Detail | 'code';

const EMPTY: Record<Field, string> = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  password: '',
  code: '',
};
const FAILED = 'Something went wrong. Please try again later.';

/**
 * /app/SignUp in two steps: the details, which e-mail a 6-digit code (the code never reaches this
 * page: the server compares it); then the code, with the details locked, which creates the account.
 */
export function SignUpPage() {
  useDocumentTitle('Sign Up');
  const { values, setValues, alert, setAlert, errors, show, clear, formRef, field, passes, showRefusal } =
    useAccountForm(EMPTY);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [popup, setPopup] = useState<SignUpPopup | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The shop's first-order promotion, in its own words (the footer shows the same).
  const offer = useQuery(SignUpOfferDocument).data?.signUpOffer;
  const [requestCode, requestState] = useMutation(RequestSignUpCodeDocument);
  const [signUp, signUpState] = useMutation(SignUpDocument);
  const busy = requestState.loading || signUpState.loading;
  const client = useApolloClient();
  const navigate = useNavigate();

  const sendCode = async () => {
    setAlert(null);
    try {
      const { data } = await requestCode({ variables: { email: values.email.trim() } });
      const result = data?.requestSignUpCode;
      if (result?.__typename === 'Done') {
        setStep('code');
        setPopup('check-email');
      } else if (result) {
        setStep('details');
        showRefusal(result, DETAILS);
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
    if (passes(problems)) await sendCode();
  };

  const submitCode = async () => {
    if (!values.code.trim()) {
      show({ code: MESSAGES.required });
      return;
    }
    setAlert(null);
    try {
      const input = { ...values, email: values.email.trim(), code: values.code.trim() };
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
        const refused = showRefusal(result, [...DETAILS, 'code']);
        if (!refused.fields.code) setStep('details');
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
    setValues((current) => ({ ...current, code: '' }));
    clear('code');
    setAlert(null);
  };

  // Client comfort: the age message shows as soon as the date makes the user younger than 21.
  const birthdayError = errors.dateOfBirth ?? (isUnderAge(values.dateOfBirth) ? MESSAGES.underAge : undefined);

  return (
    <AuthCard
      title="Sign Up"
      intro={
        offer
          ? `Create your account and get ${offer.headline} ${offer.text}. You must be 21 or older.`
          : 'Create your account. You must be 21 or older.'
      }
      footer={
        <p>
          Already have an account? <Link to={paths.login()}>Login</Link>
        </p>
      }
    >
      <AccountForm formRef={formRef} alert={alert} onSubmit={onSubmit} aria-label="Sign up">
        <fieldset disabled={step === 'code'}>
          <legend className="visually-hidden">Your details</legend>
          <div className="account-form__row">
            <TextField label="First Name" autoComplete="given-name" maxLength={60} {...field('firstName')} />
            <TextField label="Last Name" autoComplete="family-name" maxLength={60} {...field('lastName')} />
          </div>
          <TextField
            label="Birthday"
            type="date"
            autoComplete="bday"
            max={todayIso()}
            {...field('dateOfBirth')}
            error={birthdayError}
          />
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Password" purpose="new" {...field('password')} />
        </fieldset>
        {step === 'code' ? (
          <TextField
            ref={codeRef}
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            hint={`The ${CODE_LENGTH}-digit code we e-mailed to ${values.email.trim()}; it is valid for 10 minutes.`}
            {...field('code')}
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
      </AccountForm>
      <SignUpDialogs popup={popup} onClose={() => setPopup(null)} codeRef={codeRef} />
    </AuthCard>
  );
}
