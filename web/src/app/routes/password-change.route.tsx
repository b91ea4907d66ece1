import { PasswordChangePage } from '../../features/account/password/password-change-page';

export { PasswordChangePage as Component };
