import { WholesalePage } from '../../features/content/company/wholesale-page';

export { WholesalePage as Component };
