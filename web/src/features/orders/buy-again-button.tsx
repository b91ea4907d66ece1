import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { paths } from '../../config/paths';
import { BuyAgainDocument } from '../../graphql/__generated__/graphql';
import { failureSentence } from '../../lib/failure-sentence';

/** "Buy again": the order's lines back in the cart, then what was left out and why. */
export function BuyAgainButton({ orderNumber }: { orderNumber: string }) {
  const [buyAgain, { data, loading, error }] = useMutation(BuyAgainDocument, { variables: { orderNumber } });
  const result = data?.buyAgain;
  return (
    <div className="buy-again">
      <Button onClick={() => void buyAgain().catch(() => undefined)} disabled={loading}>
        {loading ? 'Adding to your cart...' : 'Buy again'}
      </Button>
      <div role="status" className="buy-again__result">
        {result ? (
          <>
            <p>
              {result.added === 0
                ? 'Nothing from this order could go back in your cart.'
                : `${result.added} ${result.added === 1 ? 'item is' : 'items are'} back in your cart.`}{' '}
              {result.added ? <Link to={paths.cartList()}>Go to your cart</Link> : null}
            </p>
            {result.skipped.length ? (
              <ul className="buy-again__skipped">
                {result.skipped.map((line) => (
                  <li key={line.name}>
                    <strong>{line.name}</strong> was left out: {line.reason}.
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {error ? (
        <p className="status-text status-text--error" role="alert">
          {failureSentence(error)}
        </p>
      ) : null}
    </div>
  );
}
