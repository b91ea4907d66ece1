import { FormAlert } from '../../../../src/components/form-alert';

/**
 * Said on screen (never printed) above a slip or label while the seller's settings are still the development
 * examples, which would print as the sender: the owner's first start lists them too.
 */
export function SellerExamplesWarning({ examples }: { examples: readonly string[] }) {
  if (!examples.length) return null;
  return (
    <FormAlert>
      These print the development examples of the seller’s settings ({examples.join(', ')}), not the shop’s own: set
      them in the server’s environment before printing for a real parcel.
    </FormAlert>
  );
}
