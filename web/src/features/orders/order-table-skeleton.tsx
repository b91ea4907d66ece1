import { LoadingSkeleton } from '../../components/skeleton';
import { TableSkeleton } from '../../components/table-skeleton';

/** The order table's columns, as it heads them (order-table.tsx). */
const ORDER_COLUMNS = ['ORDER', 'DATE', 'ITEMS', 'AMOUNT', 'STATUS'] as const;

/**
 * The order table on its way: its headings and a few rows of its size, with the spec's "Loading..." shown where
 * the order count will be (spec section 2: the dashboard shows "Loading..." while fetching).
 */
export function OrderTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <LoadingSkeleton showLabel>
      <TableSkeleton columns={ORDER_COLUMNS} rows={rows} className="order-table" rowClassName="order-table__row" />
    </LoadingSkeleton>
  );
}
