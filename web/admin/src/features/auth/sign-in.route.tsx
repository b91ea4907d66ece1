import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { StaffMeDocument, StaffSignInDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { ADMIN_ROOT, adminPaths } from '../../lib/paths';

/** Only a back-office address is a place to come back to after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith(`${ADMIN_ROOT}/`) && !next.startsWith('//') ? next : adminPaths.home;
}

/** Staff sign-in: e-mail, password and the authenticator's code (or a recovery code). */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(StaffSignInDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: StaffMeDocument, data: { me: data.signIn } });
    },
  });
  useEffect(() => {
    document.title = 'Sign in · ESI back office';
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
    };
    if (!input.email || !input.password || !input.code) {
      setError('Enter your e-mail, password and the code your authenticator app shows.');
      return;
    }
    setError(null);
    try {
      await signIn({ variables: { input } });
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(adminErrorMessage(failure));
    }
  };

  return (
    <main className="admin-auth" id="admin-main">
      <h1>ESI back office</h1>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
        <h2>Sign in</h2>
        {error && <FormAlert id="sign-in-error">{error}</FormAlert>}
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <TextField
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6 digits your authenticator app shows, or one of your recovery codes."
          required
        />
        <Button type="submit" disabled={loading}>
          {loading ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
