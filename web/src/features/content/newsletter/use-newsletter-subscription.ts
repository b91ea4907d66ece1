import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SubscribeToNewsletterDocument } from '../../../graphql/__generated__/graphql';
import { failureSentence } from '../../../lib/failure-sentence';
import { fieldProblemsOf } from '../../../lib/field-problems';

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid e-mail address.',
} as const;

/** A quick check before the round trip; the server's rule (account.rules.ts) is the one that counts. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The footer newsletter box's `onSubscribe`: answers the confirmation to show, or throws an Error whose message
 * is the sentence to show instead (a refusal's, or failureSentence's when the request failed): the box shows either.
 */
export function useNewsletterSubscription(): (email: string) => Promise<string> {
  const [subscribe] = useMutation(SubscribeToNewsletterDocument);
  return useCallback(
    async (email: string) => {
      const address = email.trim();
      if (!LOOKS_LIKE_EMAIL.test(address)) throw new Error(NEWSLETTER_MESSAGES.invalidEmail);
      const result = await subscribe({ variables: { email: address } }).then(
        ({ data }) => data?.subscribeToNewsletter,
        (failure: unknown) => {
          throw new Error(failureSentence(failure));
        },
      );
      if (result?.__typename === 'Done') return result.message;
      // The box has one place for a message: the refusal's own, with no field to put a problem at.
      const refusal = result ? fieldProblemsOf(result, []).alert : null;
      throw new Error(refusal ?? 'Something went wrong. Please try again later.');
    },
    [subscribe],
  );
}
