import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ExpiringAuthorizationsDocument } from '../../graphql/__generated__/graphql';
import { formatMoney } from '../../../../src/lib/format-money';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';

/** Authorizations lapse 30 days after checkout (Authorize.Net): those within a week, for staff to ship in time. */
const WITHIN_DAYS = 7;

/** A small card beside the dashboard: orders whose card authorization lapses soon unless they ship. */
export function ExpiringAuthorizationsCard() {
  const { data, error } = useQuery(ExpiringAuthorizationsDocument, {
    variables: { withinDays: WITHIN_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="admin-panel" aria-labelledby="expiring-heading">
      <h2 id="expiring-heading">Card authorizations lapsing within {WITHIN_DAYS} days</h2>
      {error ? (
        <p role="alert">{adminErrorMessage(error)}</p>
      ) : !data ? (
        <p className="admin-muted">Loading…</p>
      ) : data.expiringAuthorizations.length === 0 ? (
        <p className="admin-muted">None: every authorization has time to be captured.</p>
      ) : (
        <ul className="admin-todo">
          {data.expiringAuthorizations.map((a) => (
            <li key={a.orderNumber}>
              <Link to={adminPaths.order(a.orderNumber)}>
                <strong>{a.orderNumber}</strong> {formatMoney(a.amount)}
              </Link>
              <span className="admin-muted">
                {' '}
                lapses <time dateTime={a.expiresAt}>{formatDateTime(a.expiresAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
