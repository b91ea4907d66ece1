import { LoginPage } from '../../features/account/auth/login-page';

export { LoginPage as Component };
