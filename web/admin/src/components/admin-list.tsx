import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../src/components/button';
import { Pager } from '../../../src/components/pager';
import { LoadingStatus } from '../../../src/components/skeleton';
import { adminErrorMessage } from '../lib/admin-errors';
import { TableHead } from './table-head';
import { TableLoading } from './table-loading';
import { useStackedLabels } from './stacked-table';

/** A list query's state: a skeleton until its first answer. */
type ListResult = { data: unknown; error?: unknown };

export interface ListStatesProps {
  result: ListResult;
  /** How many records the list holds: none shows `empty`. */
  count: number;
  /** The columns the skeleton shows. */
  columns: readonly string[];
  loadingLabel: string;
  loadingRows?: number;
  /** What an empty list says. */
  empty: string;
  /** The list itself, once it has records. */
  children: ReactNode;
}

/** What a list shows until it has records: the refusal, the skeleton of its table, or its empty state in words. */
export function ListStates({ result, count, columns, loadingLabel, loadingRows, empty, children }: ListStatesProps) {
  if (result.error) return <p role="alert">{adminErrorMessage(result.error)}</p>;
  if (!result.data) return <TableLoading label={loadingLabel} columns={columns} rows={loadingRows} />;
  if (count === 0) return <p>{empty}</p>;
  return children;
}

/** A list's table, scrolling in its box: its caption for screen readers, headings and rows. */
function RecordTable({
  caption,
  columns,
  stacked = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  stacked?: boolean;
  children: ReactNode;
}) {
  const ref = useStackedLabels(stacked ? columns : []);
  return (
    <div className="admin-table-wrap">
      <table ref={ref} className={stacked ? 'admin-table admin-table--stacked' : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export type AdminTableProps = Omit<ListStatesProps, 'children'> & {
  caption: string;
  /** On a phone, a card per row (each cell under its column's name) rather than a table scrolling sideways. */
  stacked?: boolean;
  /** The table's rows. */
  children: ReactNode;
};

/** A list of every record at once (no pages): its error, loading skeleton, empty state, then its table. */
export function AdminTable({ caption, stacked, children, ...states }: AdminTableProps) {
  return (
    <ListStates {...states}>
      <RecordTable caption={caption} columns={states.columns} stacked={stacked}>
        {children}
      </RecordTable>
    </ListStates>
  );
}

export interface AdminListProps {
  result: ListResult & { loading: boolean };
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
  const { result, total, columns, page, pageSize } = props;
  return (
    <ListStates result={result} count={total} columns={columns} loadingLabel={props.loadingLabel} empty={props.empty}>
      <LoadingStatus loading={result.loading} />
      <p className="admin-muted">
        {total} {total === 1 ? props.noun[0] : props.noun[1]}
      </p>
      <RecordTable caption={props.caption} columns={columns}>
        {props.children}
      </RecordTable>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} onPageChange={props.onPageChange} />
    </ListStates>
  );
}

/**
 * A list's filter form. It is keyed by the URL (`params`), so Back shows the filters that the list shows: its
 * fields take the URL's values as their defaults.
 */
export function FilterForm({
  params,
  label,
  onSubmit,
  children,
}: {
  params: URLSearchParams;
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form key={params.toString()} className="admin-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {children}
    </form>
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
