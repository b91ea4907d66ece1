import { ProfilePage } from '../../features/account/profile/profile-page';

export { ProfilePage as Component };
