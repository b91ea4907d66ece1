import type { SetupCheck } from '../../common/setup-check';
import type { SellerRegistration } from '../../config';

/**
 * The seller's legal name, ATF registration and the rest of the PACT cover sheet, which also print on packing
 * slips and parcel labels: unset, they are development examples (config.ts), and a report or label would name an
 * example seller.
 */
export function sellerRegistrationCheck(seller: SellerRegistration): SetupCheck {
  return {
    key: 'seller-registration',
    title: "The seller's legal name and registration",
    check: () =>
      seller.examples.length === 0
        ? { done: true, detail: `${seller.legalName}, ATF registration ${seller.atfRegistration}.`, link: null }
        : {
            done: false,
            detail:
              `Still the development examples: ${seller.examples.join(', ')}. Packing slips, parcel labels and the ` +
              "PACT reports print them. Set them in the server's environment and restart it.",
            link: null,
          },
  };
}
