import { TermsPage } from '../../features/content/legal/terms-page';

export { TermsPage as Component };
