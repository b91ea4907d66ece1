import { CommunityPage } from '../../features/content/company/community-page';

export { CommunityPage as Component };
