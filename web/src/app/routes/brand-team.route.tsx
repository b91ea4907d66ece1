import { BrandTeamPage } from '../../features/content/brand/brand-team-page';

export { BrandTeamPage as Component };
