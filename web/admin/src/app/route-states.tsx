import { Link, useRouteError } from 'react-router-dom';
import { adminPaths } from '../lib/paths';

export function NotFound() {
  return (
    <section className="admin-message">
      <h1>Page not found</h1>
      <p>There is no such page in the back office.</p>
      <Link to={adminPaths.home}>Back to the start</Link>
    </section>
  );
}

export function Forbidden() {
  return (
    <section className="admin-message">
      <h1>Not for your role</h1>
      <p>Your role does not allow this page. Ask the shop owner if you need it.</p>
      <Link to={adminPaths.home}>Back to the start</Link>
    </section>
  );
}

/** A page that failed to load (a chunk from an older build, a bug): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  return (
    <section className="admin-message" role="alert">
      <h1>This page could not be shown</h1>
      <p>{error instanceof Error ? error.message : 'Something went wrong.'}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
