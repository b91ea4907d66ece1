import type { ReactNode } from 'react';
import { Button } from '../../../src/components/button';
import { Pager } from '../../../src/components/pager';
import { LoadingStatus } from '../../../src/components/skeleton';
import { adminErrorMessage } from '../lib/admin-errors';
import { TableHead } from './table-head';
import { TableLoading } from './table-loading';

export interface AdminListProps {
  /** The list query's state: a skeleton until its first answer. */
  result: { data: unknown; error?: unknown; loading: boolean };
  total: number;
  columns: readonly string[];
  caption: string;
  loadingLabel: string;
  /** What an empty list says. */
  empty: string;
  /** The row's noun, singular and plural, for the count. */
  noun: readonly [string, string];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The table's rows. */
  children: ReactNode;
}

/** A list page's table: its error, loading skeleton, empty state, count, header and pager. */
export function AdminList(props: AdminListProps) {
  const { result, total, columns, caption, page, pageSize } = props;
  if (result.error) return <p role="alert">{adminErrorMessage(result.error)}</p>;
  if (!result.data) {
    return <TableLoading label={props.loadingLabel} columns={columns} />;
  }
  if (total === 0) return <p>{props.empty}</p>;
  return (
    <>
      <LoadingStatus loading={result.loading} />
      <p className="admin-muted">
        {total} {total === 1 ? props.noun[0] : props.noun[1]}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <TableHead columns={columns} />
          <tbody>{props.children}</tbody>
        </table>
      </div>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} onPageChange={props.onPageChange} />
    </>
  );
}

/** A filter form's buttons: apply, and clear every filter (shown only when one is set); `keep` (a sort) stays. */
export function FilterButtons({
  params,
  set,
  keep = [],
}: {
  params: URLSearchParams;
  set: (changes: Record<string, null>) => void;
  keep?: readonly string[];
}) {
  const filters = [...new Set(params.keys())].filter((k) => k !== 'page' && !keep.includes(k));
  return (
    <>
      <Button type="submit">Filter</Button>
      {filters.length > 0 && (
        <Button variant="secondary" onClick={() => set(Object.fromEntries(filters.map((k) => [k, null])))}>
          Clear filters
        </Button>
      )}
    </>
  );
}
