import { CodeVerifyPage } from '../../features/account/auth/code-verify-page';

export { CodeVerifyPage as Component };
