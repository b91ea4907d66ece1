import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { CompleteSetupDocument, OpenSetupLinkDocument, StaffMeDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { adminPaths } from '../../lib/paths';

/**
 * The setup link: choose a password, scan the QR code (or type the secret) into an authenticator app, prove it
 * with its first code; then the ten recovery codes, shown this once.
 */
export function Component() {
  const { token = '' } = useParams();
  const [open, opened] = useMutation(OpenSetupLinkDocument);
  const [complete, completed] = useMutation(CompleteSetupDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: StaffMeDocument, data: { me: data.completeSetup.staff } });
    },
  });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Set up your account · ESI back office';
    // Opening the link is a mutation (it chooses the secret once); the answer is the same on a second open.
    void open({ variables: { token } }).catch(() => undefined);
  }, [open, token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setError('The two passwords are not the same.');
      return;
    }
    setError(null);
    try {
      await complete({ variables: { input: { token, password, code: String(form.get('code') ?? '') } } });
    } catch (failure) {
      setError(adminErrorMessage(failure));
    }
  };

  const enrolment = opened.data?.openSetupLink;
  const recoveryCodes = completed.data?.completeSetup.recoveryCodes;
  return (
    <main className="admin-auth admin-setup" id="admin-main">
      <h1>ESI back office</h1>
      {recoveryCodes ? (
        <section aria-labelledby="codes-heading">
          <h2 id="codes-heading">Your recovery codes</h2>
          <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
          <ul className="admin-recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Link className="btn btn--primary" to={adminPaths.home}>
            I have saved them: continue
          </Link>
        </section>
      ) : opened.error ? (
        <section>
          <h2>Set up your account</h2>
          <FormAlert>{adminErrorMessage(opened.error)}</FormAlert>
        </section>
      ) : !enrolment ? (
        <p>Opening your setup link…</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <h2>Set up your account</h2>
          <p>
            {enrolment.name}, you sign in as <strong>{enrolment.email}</strong>.
          </p>
          {error && <FormAlert>{error}</FormAlert>}
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="8 to 64 characters, hard to guess: not a common password, nor the shop’s or your own name. A few unrelated words work well."
            required
          />
          <TextField label="New password again" name="confirm" type="password" autoComplete="new-password" required />
          <h3>Your authenticator app</h3>
          <p>Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…).</p>
          <img
            className="admin-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type this key: <code className="admin-secret">{enrolment.secret}</code>
          </p>
          <TextField
            label="The code your app shows"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="6 digits."
            required
          />
          <Button type="submit" disabled={completed.loading}>
            {completed.loading ? 'Setting up…' : 'Finish setup'}
          </Button>
        </form>
      )}
    </main>
  );
}
