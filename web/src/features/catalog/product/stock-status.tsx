import type { StockAvailability } from '../../../graphql/__generated__/graphql';

const WORDS: Record<StockAvailability, (stock: number) => string> = {
  IN_STOCK: () => 'In stock',
  LOW_STOCK: (stock) => `Only ${stock} left`,
  OUT_OF_STOCK: () => 'Out of stock',
};

/** Whether the product can be bought, in the shop's words ("Only 3 left" under 10 units). */
export function StockStatus({
  availability,
  stock,
  id,
}: {
  availability: StockAvailability;
  stock: number;
  id?: string;
}) {
  return (
    <p id={id} className={`stock-status stock-status--${availability.toLowerCase().replace('_', '-')}`}>
      {WORDS[availability](stock)}
    </p>
  );
}
