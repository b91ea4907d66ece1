import { RequireSession } from '../../components/require-session';
import { AccountLayout } from '../../features/account/area/account-layout';

/** The account area's layout route: only for a logged-in customer, with the side menu around each page. */
export function Component() {
  return (
    <RequireSession>
      <AccountLayout />
    </RequireSession>
  );
}
