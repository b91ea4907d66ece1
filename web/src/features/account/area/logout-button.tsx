import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { LogOutDocument } from '../../../graphql/__generated__/graphql';
import { failureMessage } from '../../../lib/graphql-errors';

/** The side menu's Logout: asks first, then ends the session on the server and forgets every customer answer. */
export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [logOut, { loading }] = useMutation(LogOutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  const close = () => {
    if (loading) return;
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    if (loading) return;
    try {
      await logOut();
    } catch (failure) {
      // The cookie may still be valid: say so rather than pretend the user is out.
      setError(failureMessage(failure, { network: 'Something went wrong. Please try again.' }));
      return;
    }
    setOpen(false);
    // Leave the guarded page first, so the guard does not react to the emptied cache with a redirect of its own.
    await navigate(paths.login(), { replace: true });
    await client.resetStore().catch(() => undefined);
  };

  return (
    <>
      <button type="button" className="account-menu__link account-menu__logout" onClick={() => setOpen(true)}>
        Logout
      </button>
      <Dialog
        open={open}
        role="alertdialog"
        title="Confirm Logout"
        onClose={close}
        dismissible={!loading}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} aria-disabled={loading || undefined}>
              {loading ? 'Please wait...' : 'Logout'}
            </Button>
          </>
        }
      >
        <p>Are you sure you want to logout?</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </Dialog>
    </>
  );
}
