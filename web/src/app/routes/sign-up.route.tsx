import { SignUpPage } from '../../features/account/auth/sign-up-page';

export { SignUpPage as Component };
