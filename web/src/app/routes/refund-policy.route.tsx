import { RefundPolicyPage } from '../../features/content/legal/refund-policy-page';

export { RefundPolicyPage as Component };
