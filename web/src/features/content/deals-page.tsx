import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import './deals-page.css';

/** /Deals: a placeholder in the spec's words until deals exist. */
export function DealsPage() {
  useDocumentTitle('Deals');
  return (
    <MessagePage titleId="deals-title" className="deals-page">
      <div className="deals-page__badge" aria-hidden="true">
        %
      </div>
      <h1 id="deals-title">Exciting Deals Coming Soon!</h1>
      <p>Stay tuned for amazing discounts and offers.</p>
      <Link to={paths.search()} className="btn btn--primary">
        Browse all products
      </Link>
    </MessagePage>
  );
}
