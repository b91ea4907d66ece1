import { MissionBrandPage } from '../../features/content/brand/mission-brand-page';

export { MissionBrandPage as Component };
