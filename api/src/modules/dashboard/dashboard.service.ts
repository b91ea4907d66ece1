import type { LowStockService } from '../catalog/low-stock.service';
import type { OrderFiguresService } from '../orders/order-figures.service';
import type { PactReportDue } from '../compliance/pact-report.service';
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
    private readonly pactReports: { overdue(): Promise<PactReportDue[]> },
  ) {}

  async figures(): Promise<Dashboard> {
    const [waiting, lowStock, days, topProducts, overduePactReports] = await Promise.all([
      this.orders.waiting(),
      this.stock.lowest(LOW_STOCK_SHOWN),
      this.orders.salesByDay(DASHBOARD_DAYS),
      this.orders.topProducts(DASHBOARD_DAYS, TOP_PRODUCTS),
      this.pactReports.overdue(),
    ]);
    const today = days[days.length - 1]!;
    return {
      ...waiting,
      lowStock,
      overduePactReports: overduePactReports.map(({ stateCode, stateName, month, dueOn }) => ({
        stateCode,
        stateName,
        month,
        dueOn,
      })),
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
