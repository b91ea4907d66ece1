import { LOW_STOCK_THRESHOLD } from './catalog.constants';

/** Kept free of decorators, so the services that use it load without the GraphQL layer's metadata. */
export enum StockAvailability {
  IN_STOCK = 'IN_STOCK',
  LOW_STOCK = 'LOW_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}

/** A line an order asked more of than is left. */
export interface StockShortfall {
  productId: string;
  name: string;
  available: number;
}

export function availabilityOf(stock: number): StockAvailability {
  if (stock <= 0) return StockAvailability.OUT_OF_STOCK;
  return stock < LOW_STOCK_THRESHOLD ? StockAvailability.LOW_STOCK : StockAvailability.IN_STOCK;
}

/** The refusal of an order that asks for more than is left, naming each product and what is left of it. */
export function outOfStockMessage(shortfalls: readonly StockShortfall[]): string {
  const told = shortfalls.map(({ name, available }) =>
    available === 0
      ? `${name} is out of stock.`
      : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left.`,
  );
  const advice =
    shortfalls.length > 1
      ? 'Lower the quantities or remove them.'
      : shortfalls[0]?.available === 0
        ? 'Remove it to place the order.'
        : 'Lower the quantity or remove it.';
  return [...told, advice].join(' ');
}
