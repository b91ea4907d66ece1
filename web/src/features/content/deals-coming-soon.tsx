import { Link } from 'react-router-dom';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../config/paths';
import './deals-page.css';

/** /Deals while nothing is on sale: the spec's words. */
export function DealsComingSoon() {
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
