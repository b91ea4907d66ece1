import { CareerPage } from '../../features/content/company/career-page';

export { CareerPage as Component };
