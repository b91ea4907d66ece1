import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { type CustomerFieldsFragment, MeDocument, UpdateProfileDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountForm } from '../account-form';
import { NAME_MAX, dateOfBirthProblem, requiredProblem, todayIso } from '../account-rules';
import { StatusRegion } from '../../../components/form-alert';
import { SubmitButton } from '../submit-button';
import { useAccountForm } from '../use-account-form';
import { useSessionExpiry } from '../use-session-expiry';
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
  const { values, setValues, alert, setAlert, show, formRef, field, passes, showRefusal } = useAccountForm(() =>
    valuesOf(me),
  );
  const [saved, setSaved] = useState(false);
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const endIfExpired = useSessionExpiry();

  const toggle = () => {
    // Edit starts from what is saved; Cancel throws the changes away.
    setValues(valuesOf(me));
    show({});
    setAlert(null);
    setSaved(false);
    setEditing((current) => !current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !editing) return;
    const problems = {
      firstName: requiredProblem(values.firstName),
      lastName: requiredProblem(values.lastName),
      dateOfBirth: dateOfBirthProblem(values.dateOfBirth),
    };
    if (!passes(problems)) return;
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
        showRefusal(result, FIELDS);
      }
    } catch (error) {
      if (!endIfExpired(error)) setAlert(failureMessage(error, { network: 'Something went wrong. Please try again.' }));
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
      <AccountForm
        formRef={formRef}
        alert={alert}
        onSubmit={onSubmit}
        className="account-panel"
        aria-label="Profile details"
      >
        <div className="account-form__row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            readOnly={!editing}
            {...field('firstName')}
            value={shown.firstName}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            maxLength={NAME_MAX}
            readOnly={!editing}
            {...field('lastName')}
            value={shown.lastName}
          />
        </div>
        <div className="account-form__row">
          <TextField
            label="Date of Birth"
            type={editing ? 'date' : 'text'}
            autoComplete="bday"
            max={editing ? todayIso() : undefined}
            readOnly={!editing}
            {...field('dateOfBirth')}
            value={shown.dateOfBirth}
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
      </AccountForm>
    </section>
  );
}
