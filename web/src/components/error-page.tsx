import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { MessagePage } from './message-page';

/**
 * The root route's error element: a friendly message instead of the router's default
 * "Unexpected Application Error!" page (for example when a code-split chunk fails to load).
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MessagePage as="main" titleId="error-title">
      <h1 id="error-title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The page you are looking for does not exist or has moved.'
          : 'We could not show this page. Please try again in a moment.'}
      </p>
      <div className="message-page__actions">
        <Link className="btn btn--primary" to={paths.home()} reloadDocument>
          Back to Home
        </Link>
      </div>
    </MessagePage>
  );
}
