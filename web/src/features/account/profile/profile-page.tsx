import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { type CustomerFieldsFragment, MeDocument, UpdateProfileDocument } from '../../../graphql/__generated__/graphql';
import { errorCode, failureMessage } from '../../../lib/graphql-errors';
import { markSessionEnded } from '../../../lib/session-cache';
import { fieldErrorsFrom, useFormErrors } from '../../../lib/use-form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NAME_MAX, dateOfBirthProblem, requiredProblem, todayIso } from '../account-rules';
import { FormAlert, StatusRegion } from '../form-alert';
import { SubmitButton } from '../submit-button';
import './profile-page.css';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

const valuesOf = (me: CustomerFieldsFragment): Record<Field, string> => ({
  firstName: me.firstName,
  lastName: me.lastName,
  dateOfBirth: me.dateOfBirth,
});

/** /app/Profile: the customer's names and date of birth, saved through updateProfile; the e-mail is read-only. */
export function ProfilePage() {
  useDocumentTitle('User Profile');
  // Already answered by the route guard's query: no second request.
  const me = useQuery(MeDocument).data?.me;
  return me ? <ProfileView me={me} /> : null;
}

function ProfileView({ me }: { me: CustomerFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => valuesOf(me));
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { errors, show, clear, formRef } = useFormErrors<Field>();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const client = useApolloClient();

  const toggle = () => {
    // Edit starts from what is saved; Cancel throws the changes away.
    setValues(valuesOf(me));
    show({});
    setAlert(null);
    setSaved(false);
    setEditing((current) => !current);
  };

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
    setAlert(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !editing) return;
    const problems = {
      firstName: requiredProblem(values.firstName),
      lastName: requiredProblem(values.lastName),
      dateOfBirth: dateOfBirthProblem(values.dateOfBirth),
    };
    show(problems);
    if (Object.values(problems).some(Boolean)) return;
    setAlert(null);
    try {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        dateOfBirth: values.dateOfBirth,
      };
      const { data } = await updateProfile({ variables: { input } });
      const result = data?.updateProfile;
      // The answer is the Customer: the cache updates `me` by its id, so the page shows it at once.
      if (result?.__typename === 'Customer') {
        setEditing(false);
        setSaved(true);
      } else if (result) {
        const { fields, other } = fieldErrorsFrom(result, FIELDS);
        show(fields);
        setAlert(other);
      }
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') markSessionEnded(client.cache);
      else setAlert(failureMessage(error, { network: 'Something went wrong. Please try again.' }));
    }
  };

  const shown = editing ? values : valuesOf(me);
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <div className="account-page__header">
        <h1 id="profile-title" className="account-page__title">
          User Profile
        </h1>
        <Button variant={editing ? 'secondary' : 'primary'} onClick={toggle}>
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      </div>
      <div className="profile-summary">
        <span className="profile-summary__avatar" aria-hidden="true">
          {me.firstName.charAt(0).toUpperCase()}
          {me.lastName.charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="profile-summary__name">
            {me.firstName} {me.lastName}
          </p>
          <p className="profile-summary__email">{me.email}</p>
        </div>
      </div>
      <StatusRegion message={saved ? 'Your profile has been updated.' : null} />
      <form
        ref={formRef}
        className="account-form account-panel"
        noValidate
        onSubmit={onSubmit}
        aria-label="Profile details"
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div className="account-form__row">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            readOnly={!editing}
            value={shown.firstName}
            onChange={onChange('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            readOnly={!editing}
            value={shown.lastName}
            onChange={onChange('lastName')}
            error={errors.lastName}
          />
        </div>
        <div className="account-form__row">
          <TextField
            label="Date of Birth"
            name="dateOfBirth"
            type={editing ? 'date' : 'text'}
            autoComplete="bday"
            required
            max={editing ? todayIso() : undefined}
            readOnly={!editing}
            value={shown.dateOfBirth}
            onChange={onChange('dateOfBirth')}
            error={errors.dateOfBirth}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            readOnly
            hint="Your e-mail address cannot be changed."
            value={me.email}
          />
        </div>
        {editing ? (
          <div className="account-form__actions">
            <SubmitButton busy={loading}>Save Changes</SubmitButton>
          </div>
        ) : null}
      </form>
    </section>
  );
}
