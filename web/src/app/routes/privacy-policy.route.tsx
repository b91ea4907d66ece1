import { PrivacyPolicyPage } from '../../features/content/legal/privacy-policy-page';

export { PrivacyPolicyPage as Component };
