import { FdaDisclaimerPage } from '../../features/content/legal/fda-disclaimer-page';

export { FdaDisclaimerPage as Component };
