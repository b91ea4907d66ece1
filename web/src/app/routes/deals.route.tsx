import { DealsPage } from '../../features/content/deals-page';

export { DealsPage as Component };
