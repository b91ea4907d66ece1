import type { MockLink } from '@apollo/client/testing';
import { SignUpOfferDocument } from '../../web/src/graphql/__generated__/graphql';

/** The seeded first-purchase promotion as signUpOffer answers it; null: the shop runs none. */
export function signUpOfferMock(
  offer: { headline: string; text: string } | null = { headline: '$10 OFF', text: 'your first purchase' },
): MockLink.MockedResponse {
  return {
    request: { query: SignUpOfferDocument },
    result: { data: { signUpOffer: offer && { __typename: 'SignUpOffer', ...offer } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
