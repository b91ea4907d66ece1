import { ForgetPasswordPage } from '../../features/account/auth/forget-password-page';

export { ForgetPasswordPage as Component };
