import { FaqPage } from '../../features/content/support/faq-page';

export { FaqPage as Component };
