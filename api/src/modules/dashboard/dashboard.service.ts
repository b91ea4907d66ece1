import type { LowStockService } from '../catalog/low-stock.service';
import type { OrderFiguresService } from '../orders/order-figures.service';
import type { Dashboard } from './dashboard.types';

/** The dashboard's span of days, today included. */
export const DASHBOARD_DAYS = 30;
const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 10;

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** The dashboard: each module answers for its own tables; this only puts the figures together. */
export class DashboardService {
  constructor(
    private readonly orders: OrderFiguresService,
    private readonly stock: LowStockService,
  ) {}

  async figures(): Promise<Dashboard> {
    const [lowStock, days, topProducts] = await Promise.all([
      this.stock.lowest(LOW_STOCK_SHOWN),
      this.orders.salesByDay(DASHBOARD_DAYS),
      this.orders.topProducts(DASHBOARD_DAYS, TOP_PRODUCTS),
    ]);
    const today = days[days.length - 1]!;
    return {
      lowStock,
      today: { orders: today.orders, revenueCents: today.revenueCents },
      last30Days: {
        orders: sum(days.map((d) => d.orders)),
        revenueCents: sum(days.map((d) => d.revenueCents)),
      },
      days: days.map(({ day, orders, revenueCents }) => ({ day, orders, revenueCents })),
      topProducts,
      firstPurchaseDiscountCents: sum(days.map((d) => d.discountCents)),
      firstPurchaseDiscountOrders: sum(days.map((d) => d.discountedOrders)),
    };
  }
}
