import { MilitaryPage } from '../../features/content/company/military-page';

export { MilitaryPage as Component };
