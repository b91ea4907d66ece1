import { OurMissionPage } from '../../features/content/brand/our-mission-page';

export { OurMissionPage as Component };
