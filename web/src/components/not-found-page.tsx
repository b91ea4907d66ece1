import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessagePage } from './message-page';

/** Any path the router does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage titleId="not-found-title">
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn--primary" to={paths.home()}>
        Back to Home
      </Link>
    </MessagePage>
  );
}
