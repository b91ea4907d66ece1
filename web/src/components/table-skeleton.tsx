import { Skeleton } from './skeleton';

export interface TableSkeletonProps {
  /** The real table's column headings, shown as they will be (they are known before the data). */
  columns: readonly string[];
  rows: number;
  /** The real table's classes, so the skeleton takes its layout (cards on a phone, a table from md up). */
  className?: string;
  rowClassName?: string;
}

/**
 * A table on its way: the real headings and rows of grey lines, each cell labelled like the real ones (data-label)
 * for tables that become cards on a phone. Wrap it in LoadingSkeleton, which hides it from assistive technology.
 */
export function TableSkeleton({ columns, rows, className, rowClassName }: TableSkeletonProps) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row} className={rowClassName}>
            {columns.map((column) => (
              <td key={column} data-label={column}>
                <Skeleton className="skeleton--line skeleton--cell" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
