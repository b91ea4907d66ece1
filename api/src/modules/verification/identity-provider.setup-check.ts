import type { SetupCheck } from '../../common/setup-check';
import type { AgeVerificationSettings } from '../../config';

/**
 * Who checks each customer's age and identity at checkout (AGE_VERIFICATION_PROVIDER). The sandbox passes made-up
 * adults; `manual` is lawful but holds every order until staff verify its customer by hand, so only a real
 * provider (veratad, agechecker) counts as set.
 */
export function identityProviderCheck(settings: Pick<AgeVerificationSettings, 'provider'>): SetupCheck {
  return {
    key: 'identity-provider',
    title: 'The identity verification provider',
    check() {
      switch (settings.provider) {
        case 'veratad':
        case 'agechecker':
          return { done: true, detail: `Customers are checked by ${settings.provider}.`, link: null };
        case 'manual':
          return {
            done: false,
            detail:
              'By hand (AGE_VERIFICATION_PROVIDER=manual): every order waits until staff verify its customer. ' +
              'Set veratad or agechecker to check customers at checkout.',
            link: null,
          };
        default:
          return {
            done: false,
            detail:
              settings.provider === 'sandbox'
                ? 'The development sandbox, which passes made-up adults. Set AGE_VERIFICATION_PROVIDER to veratad or ' +
                  'agechecker (with their credentials), or manual, and restart the server.'
                : 'None is set. Set AGE_VERIFICATION_PROVIDER to veratad or agechecker (with their credentials), or ' +
                  'manual, and restart the server.',
            link: null,
          };
      }
    },
  };
}
