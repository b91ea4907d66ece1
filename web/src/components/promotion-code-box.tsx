import { type FormEvent, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Button } from './button';
import { StatusRegion } from './form-alert';
import { TextField } from './form-field';
import {
  ApplyPromotionCodeDocument,
  CartDocument,
  type CartFieldsFragment,
  type CodeProblemFieldsFragment,
  RemovePromotionCodeDocument,
} from '../graphql/__generated__/graphql';
import { failureSentence } from '../lib/failure-sentence';
import { zipOrNull } from '../lib/use-cart-excise-tax';
import { problemSentence } from '../lib/problem-messages';
import { useFieldProblems } from '../lib/use-field-problems';
import './promotion-code-box.css';

/** The cart a code mutation answered becomes the cached cart (a guest's first code may create the cart). */
function writeCart(cache: ApolloCache, cart: CartFieldsFragment | undefined): void {
  if (cart) cache.writeQuery({ query: CartDocument, data: { cart } });
}

export interface PromotionCodeBoxProps {
  cart: CartFieldsFragment;
  /** Checkout's ship-to state (two-letter code), so a code is judged by its law; none on the cart page. */
  state?: string;
  /** Checkout's ship-to ZIP, so a city's law (Providence's) judges it too. */
  zip?: string;
  /** Why the order was refused for a code the cart holds (it lapsed since it was entered), shown at the box. */
  problem?: string;
  /** Why entered codes give nothing, when the ship-to state's answer says so; else the cart's own answer. */
  codeProblems?: readonly CodeProblemFieldsFragment[];
}

/**
 * The discount code box of the cart page and checkout's review (shared, as the two features never import each
 * other): a code in any case, the server's plain answer when it is refused (unknown, expired, used up, not for this
 * cart, not allowed in the state), and the codes entered, each with Remove and, when it gives nothing now, the
 * server's sentence why (read out politely when it appears). The discounts themselves show in the totals; a polite
 * status says a code was applied or removed.
 */
export function PromotionCodeBox({
  cart,
  state,
  zip,
  problem,
  codeProblems = cart.codeProblems,
}: PromotionCodeBoxProps) {
  const [code, setCode] = useState('');
  // A refusal is said under the box, and focus moves to the box so a screen reader reads it out.
  const { errors, show, formRef } = useFieldProblems<'code'>();
  const setError = (message: string | null) => show(message ? { code: message } : {});
  // What a code did, read out politely: the totals above change without a word.
  const [done, setDone] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const whyIds = useId();
  const [apply, applying] = useMutation(ApplyPromotionCodeDocument, {
    update: (cache, { data }) => {
      const answer = data?.applyPromotionCode;
      if (answer?.__typename === 'CodeApplied') writeCart(cache, answer.cart);
    },
  });
  const [remove, removing] = useMutation(RemovePromotionCodeDocument, {
    update: (cache, { data }) => writeCart(cache, data?.removePromotionCode),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying.loading) return;
    if (!code.trim()) {
      setError('Enter a discount code.');
      return;
    }
    setError(null);
    setDone(null);
    try {
      const { data } = await apply({ variables: { code, state, zip: zipOrNull(zip) } });
      const answer = data?.applyPromotionCode;
      if (answer?.__typename === 'InputErrors') {
        setError(answer.errors[0] ? problemSentence(answer.errors[0]) : answer.message);
      } else {
        setCode('');
        setDone('The code is applied: the totals show what it takes off.');
      }
    } catch (failure) {
      setError(failureSentence(failure));
    }
  };

  const onRemove = async (entered: string) => {
    setError(null);
    setDone(null);
    try {
      await remove({ variables: { code: entered, state, zip: zipOrNull(zip) } });
      setDone(`The code ${entered} is removed.`);
      // Its Remove button is gone: the keyboard goes back to the box rather than to the top of the page.
      inputRef.current?.focus();
    } catch (failure) {
      setError(failureSentence(failure));
    }
  };

  return (
    <form
      ref={formRef}
      className="promotion-code"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Discount codes"
    >
      <div className="promotion-code__row">
        <TextField
          ref={inputRef}
          label="Discount code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code ?? problem}
        />
        <Button type="submit" variant="secondary" disabled={applying.loading} aria-busy={applying.loading}>
          {applying.loading ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {cart.codes.length ? (
        <ul className="promotion-code__list" aria-label="Codes entered">
          {cart.codes.map((entered, i) => {
            const why = codeProblems.find((p) => p.code === entered)?.message;
            const whyId = `${whyIds}-${i}`;
            return (
              <li key={entered}>
                <span className="promotion-code__code">{entered}</span>
                <button
                  type="button"
                  className="promotion-code__remove"
                  onClick={() => void onRemove(entered)}
                  disabled={removing.loading}
                  aria-label={`Remove the code ${entered}`}
                  aria-describedby={why ? whyId : undefined}
                >
                  Remove
                </button>
                {/* Always there, so a sentence that appears later (the cart or the code changed) is read out. */}
                <span id={whyId} className="promotion-code__why" aria-live="polite">
                  {why}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <StatusRegion message={done} />
    </form>
  );
}
