import { HelpCenterPage } from '../../features/content/support/help-center-page';

export { HelpCenterPage as Component };
