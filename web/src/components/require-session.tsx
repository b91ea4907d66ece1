import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { paths } from '../config/paths';
import { MeDocument } from '../graphql/__generated__/graphql';
import { LoadError } from './load-error';
import { PageSkeleton } from './page-skeleton';

/** Router state the guard leaves for the login page: where to go back to. */
export interface FromState {
  from: string;
}

/**
 * Renders its children only for a logged-in customer; a guest goes to the login page, which brings
 * them back here afterwards. Decided by the `me` query: the session cookie is HttpOnly, so script never
 * reads it, and the API refuses the page's own data without a session anyway.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(MeDocument);
  const location = useLocation();

  if (data) {
    if (data.me) return children;
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login(from)} replace state={{ from } satisfies FromState} />;
  }
  // Without an answer we cannot tell a guest from a customer: no redirect, just say so.
  if (error) {
    return (
      <div className="container">
        <LoadError lead="We could not check your session. " error={error} onRetry={refetch} />
      </div>
    );
  }
  return <PageSkeleton />;
}
