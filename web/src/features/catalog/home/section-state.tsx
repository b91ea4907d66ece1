import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingSkeleton } from '../../../components/skeleton';
import { EmptyText } from '../../../components/status-text';

export interface SectionData<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** The failed fetch, shown as a sentence after the spec's "Error: ". */
  error: unknown;
  /** Asks for the home page's data again. */
  onRetry: () => unknown;
}

/** The spec's states of a home-page list: "Error: " and what went wrong, the empty text, loading, else the list. */
export function SectionState<T>({
  data,
  emptyText,
  skeleton,
  children,
}: {
  data: SectionData<T>;
  emptyText: string;
  /** The list in the shape it will have, shown until it arrives. */
  skeleton: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (data.items === undefined && data.loading) return <LoadingSkeleton>{skeleton}</LoadingSkeleton>;
  if (data.error && !data.items?.length) return <LoadError lead="Error: " error={data.error} onRetry={data.onRetry} />;
  if (!data.items?.length) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(data.items)}</>;
}
