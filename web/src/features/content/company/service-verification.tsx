import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { LoadingSkeleton, Skeleton } from '../../../components/skeleton';
import { SelectField, TextField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import {
  type CustomerFieldsFragment,
  MeDocument,
  ServiceDiscountDocument,
  type ServiceVerificationState,
  StartServiceVerificationDocument,
  VerifyServiceStatusDocument,
} from '../../../graphql/__generated__/graphql';
import { leaveFor } from '../../../lib/leave-for';
import { failureMessage } from '../../../lib/graphql-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { useFieldProblems } from '../../../lib/use-field-problems';

/** The statuses the verification service knows, as the customer reads them (the API's SERVICE_STATUSES). */
const STATUSES = [
  ['ACTIVE_DUTY', 'Active duty'],
  ['RESERVIST', 'National Guard or Reserves'],
  ['VETERAN', 'Veteran'],
  ['MILITARY_RETIREE', 'Retired military'],
  ['MILITARY_FAMILY', 'Spouse or dependent of a military member'],
  ['POLICE', 'Law enforcement'],
  ['FIREFIGHTER', 'Fire fighter'],
  ['EMT', 'EMS'],
] as const;

const NAME_MAX = 60;

/** The verification service's answer as the page keeps it. */
interface Answer {
  state: ServiceVerificationState;
  code: string | null;
  documentUrl: string | null;
}
const FIELDS = ['status', 'organization', 'firstName', 'lastName', 'birthDate'] as const;
type Field = (typeof FIELDS)[number];

const OUTCOMES: Record<Exclude<ServiceVerificationState, 'VERIFIED' | 'DOCUMENT_NEEDED'> | 'CODE_SENT', string> = {
  // Verified without a code: another tab's verification took today's, and its e-mail holds it.
  CODE_SENT: 'You are verified. Your code for today has already been sent to you by e-mail.',
  PENDING: 'The verification service is reviewing your details. We will e-mail your code as soon as you are verified.',
  NOT_ELIGIBLE:
    'The verification service could not confirm your eligibility, so we cannot send a code. If you think this is ' +
    'a mistake, check your details and try again, or contact us.',
};

/** How a visit to ID.me ended, as the API's callback says it (`/Military?verification=…`), in words. */
const RETURNS: Record<string, string> = {
  verified: OUTCOMES.CODE_SENT,
  'not-eligible':
    'ID.me could not confirm your eligibility, so we cannot send a code. If you think this is a mistake, check ' +
    'your ID.me account and try again, or contact us.',
  'not-confirmed': 'We could not confirm your answer from ID.me, so there is no code. Please start again.',
  cancelled: 'You cancelled the verification at ID.me, so there is no code. You can start again whenever you like.',
  expired: 'That verification was not finished in time, or was already used. Please start again.',
  ended:
    'You are verified, but the discount is not running right now, so there is no code to give. Please check back later.',
  'signed-out': 'You were logged out while you were at ID.me. Please log in and start again.',
  unavailable: 'ID.me did not answer. Please try again shortly.',
  failed: 'Something went wrong on our side while we finished your verification. Please start again shortly.',
};

/**
 * The page's button and what follows it: a guest is asked to log in (and comes back here); a customer verifies
 * with the shop's verification service and sees today's single-use code, also sent by e-mail.
 */
export function ServiceVerification() {
  // ssr: false: the server renders every visitor's page alike (a skeleton here), and the browser asks who it is.
  const me = useQuery(MeDocument, { ssr: false });
  const returned = useReturnFromProvider();
  // Back from ID.me, the page opens on how it went.
  const [open, setOpen] = useState(returned !== null);
  const signedIn = Boolean(me.data?.me);
  const panelRef = useRef<HTMLDivElement>(null);
  // The button is replaced by the panel (or, back from ID.me, the page opens on it once the customer is known): the
  // keyboard (and a screen reader) goes there, not to the top of the page.
  useEffect(() => {
    if (open && signedIn) panelRef.current?.focus();
  }, [open, signedIn]);
  if (me.loading && !me.data) {
    return (
      <LoadingSkeleton>
        <Skeleton className="service-verification__button-skeleton" />
      </LoadingSkeleton>
    );
  }
  if (!me.data?.me) {
    return (
      <>
        {returned ? <p role="status">{returned}</p> : null}
        <p>
          <Link to={paths.login(paths.military())} className="btn btn--primary">
            Save up to 25%
          </Link>{' '}
          <span className="service-verification__hint">Log in or create an account first: we bring you back here.</span>
        </p>
      </>
    );
  }
  if (!open) {
    return (
      <p>
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          Save up to 25%
        </button>
      </p>
    );
  }
  return (
    <div ref={panelRef} tabIndex={-1} role="region" aria-label="Your military discount">
      <VerificationPanel me={me.data.me} returned={returned} />
    </div>
  );
}

/**
 * How a visit to ID.me ended, in words, from the callback's `?verification=…`; the word is then taken out of the
 * address, so a reload or a shared link does not tell it again.
 */
function useReturnFromProvider(): string | null {
  const [params, setParams] = useSearchParams();
  const word = params.get('verification');
  const [returned] = useState(() => (word !== null && Object.hasOwn(RETURNS, word) ? RETURNS[word]! : null));
  useEffect(() => {
    if (word === null) return;
    setParams(
      (current) => {
        current.delete('verification');
        return current;
      },
      { replace: true },
    );
  }, [word, setParams]);
  return returned;
}

function VerificationPanel({ me, returned }: { me: CustomerFieldsFragment; returned: string | null }) {
  const status = useQuery(ServiceDiscountDocument, { fetchPolicy: 'network-only' });
  const [answer, setAnswer] = useState<Answer | null>(null);
  if (status.error) {
    return <LoadError lead="We could not load your discount. " error={status.error} onRetry={status.refetch} />;
  }
  const discount = status.data?.serviceDiscount;
  if (!discount) {
    return (
      <LoadingSkeleton>
        <Skeleton className="service-verification__form-skeleton" />
      </LoadingSkeleton>
    );
  }
  // The code just issued comes with the answer; today's earlier one with the query.
  const todaysCode = answer?.code ?? discount.todaysCode;
  if (todaysCode) {
    return (
      <div className="service-verification__code" role="status">
        <p>
          Your code for today is <strong className="service-verification__value">{todaysCode}</strong>
          {discount.todaysCode === todaysCode && discount.todaysCodeUsed
            ? ' (used).'
            : '. Enter it at checkout; we have also sent it by e-mail.'}
        </p>
        <p>One code per day: verify again tomorrow for a new code.</p>
      </div>
    );
  }
  if (!discount.available) {
    return (
      <p role="status">
        Verification is not available right now. Please <Link to={paths.contactUs()}>contact us</Link>.
      </p>
    );
  }
  if (discount.flow === 'REDIRECT') {
    return (
      <>
        {returned ? <p role="status">{returned}</p> : null}
        <RedirectStart />
      </>
    );
  }
  if (answer?.state === 'DOCUMENT_NEEDED') {
    return (
      <div role="status">
        <p>The verification service needs a document to confirm your status.</p>
        <p>
          <a className="btn btn--primary" href={answer.documentUrl ?? undefined}>
            Upload your document
          </a>
        </p>
        <p>Once you are verified, your code appears here and comes by e-mail.</p>
      </div>
    );
  }
  return (
    <>
      {answer ? <p role="status">{OUTCOMES[answer.state === 'VERIFIED' ? 'CODE_SENT' : answer.state]}</p> : null}
      <ClaimForm me={me} onAnswer={setAnswer} />
    </>
  );
}

/** ID.me: the customer picks their group and verifies on ID.me's own pages, coming back here with the code. */
function RedirectStart() {
  const [start, { loading }] = useMutation(StartServiceVerificationDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Back from ID.me with the browser's Back button, the page comes from its cache as it was left: usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const go = async (group: 'military' | 'first responder') => {
    if (loading || leaving) return;
    setAlert(null);
    try {
      const { data } = await start({ variables: { input: { group } } });
      const result = data?.startServiceVerification;
      if (result?.__typename === 'ServiceVerificationStart') {
        setLeaving(true);
        leaveFor(result.url);
      } else if (result) setAlert(result.errors[0]?.message ?? 'Something went wrong. Please try again.');
    } catch (error) {
      setAlert(failureMessage(error, { network: 'Something went wrong. Please try again.' }));
    }
  };
  const busy = loading || leaving;
  return (
    <div className="service-verification__redirect">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <p>
        You verify with ID.me, on its own pages, and come back here with your code. We keep whether you are verified,
        never your records.
      </p>
      <p className="service-verification__choices">
        <Button type="button" aria-disabled={busy || undefined} onClick={() => void go('military')}>
          {busy ? 'Please wait...' : 'Verify military status with ID.me'}
        </Button>
        <Button type="button" aria-disabled={busy || undefined} onClick={() => void go('first responder')}>
          {busy ? 'Please wait...' : 'Verify as a first responder with ID.me'}
        </Button>
      </p>
      {/* Always there, so a screen reader hears it fill as the page leaves (the buttons only say "Please wait..."). */}
      <p role="status" className="visually-hidden">
        {leaving ? 'Taking you to ID.me…' : ''}
      </p>
    </div>
  );
}

function ClaimForm({ me, onAnswer }: { me: CustomerFieldsFragment; onAnswer: (answer: Answer) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    status: '',
    organization: '',
    firstName: me.firstName,
    lastName: me.lastName,
    birthDate: me.dateOfBirth,
  });
  const { errors, show, clear, alert, setAlert, showRefusal, formRef } = useFieldProblems<Field>();
  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
      setAlert(null);
    },
  });
  const [verify, { loading }] = useMutation(VerifyServiceStatusDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problems = {
      status: values.status ? undefined : 'Choose your service status.',
      organization: values.organization.trim() ? undefined : 'Enter your branch of service or agency.',
      firstName: values.firstName.trim() ? undefined : 'Enter your first name.',
      lastName: values.lastName.trim() ? undefined : 'Enter your last name.',
      birthDate: values.birthDate ? undefined : 'Enter your date of birth.',
    };
    show(problems);
    if (Object.values(problems).some(Boolean)) return;
    setAlert(null);
    try {
      const input = Object.fromEntries(FIELDS.map((name) => [name, values[name].trim()])) as Record<Field, string>;
      const { data } = await verify({ variables: { input } });
      const result = data?.verifyServiceStatus;
      if (result?.__typename === 'ServiceVerification') {
        onAnswer({ state: result.state, code: result.code ?? null, documentUrl: result.documentUrl ?? null });
      } else if (result) showRefusal(result, FIELDS);
    } catch (error) {
      setAlert(failureMessage(error, { network: 'Something went wrong. Please try again.' }));
    }
  };

  return (
    <form
      ref={formRef}
      className="service-verification__form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Verify your eligibility"
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <p>Your details go to our verification service only; we keep whether you are verified, never your records.</p>
      <SelectField label="Status" {...field('status')}>
        <option value="">Choose…</option>
        {STATUSES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Branch of service or agency" maxLength={100} {...field('organization')} />
      <div className="service-verification__row">
        <TextField label="First Name" autoComplete="given-name" maxLength={NAME_MAX} {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" maxLength={NAME_MAX} {...field('lastName')} />
      </div>
      <TextField label="Date of Birth" type="date" autoComplete="bday" {...field('birthDate')} />
      <Button type="submit" aria-disabled={loading || undefined}>
        {loading ? 'Please wait...' : 'Verify'}
      </Button>
    </form>
  );
}
