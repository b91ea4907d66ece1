import { ContactUsPage } from '../../features/content/support/contact-us-page';

export { ContactUsPage as Component };
