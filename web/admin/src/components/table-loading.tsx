import { LoadingSkeleton } from '../../../src/components/skeleton';
import { TableSkeleton } from '../../../src/components/table-skeleton';

/** A list's table on its way: its words for screen readers, its real headings, scrolling in its box as it will. */
export function TableLoading({
  label,
  columns,
  rows = 8,
}: {
  label: string;
  columns: readonly string[];
  rows?: number;
}) {
  return (
    <LoadingSkeleton label={label}>
      <div className="admin-table-wrap">
        <TableSkeleton columns={columns} rows={rows} className="admin-table" />
      </div>
    </LoadingSkeleton>
  );
}
