import { Link } from 'react-router-dom';
import { Accordion } from '../../../components/accordion';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { FAQ_ENTRIES } from './faq-entries';

/** /Faq: seven questions, one answer open at a time; a click on the open one closes it (spec section 4). */
export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      documentTitle="FAQ"
      crumbs={[{ label: 'Help Center', to: paths.helpCenter() }]}
      lead="Quick answers about devices, pods and shipping."
    >
      <div className="prose">
        <Accordion items={FAQ_ENTRIES} single headingLevel={2} />
      </div>
      <p className="content-section">
        Still stuck? <Link to={paths.contactUs()}>Contact customer service</Link>.
      </p>
    </ContentPage>
  );
}
