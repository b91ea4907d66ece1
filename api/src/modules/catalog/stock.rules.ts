import { LOW_STOCK_THRESHOLD } from './catalog.constants';

/** Kept free of decorators, so the services that use it load without the GraphQL layer's metadata. */
export enum StockAvailability {
  IN_STOCK = 'IN_STOCK',
  LOW_STOCK = 'LOW_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}

export function availabilityOf(stock: number): StockAvailability {
  if (stock <= 0) return StockAvailability.OUT_OF_STOCK;
  return stock < LOW_STOCK_THRESHOLD ? StockAvailability.LOW_STOCK : StockAvailability.IN_STOCK;
}
