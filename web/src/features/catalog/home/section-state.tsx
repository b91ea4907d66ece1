import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { EmptyText, LoadingText } from '../../../components/status-text';

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
  children,
}: {
  data: SectionData<T>;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (data.items === undefined && data.loading) return <LoadingText />;
  if (data.error && !data.items?.length) return <LoadError lead="Error: " error={data.error} onRetry={data.onRetry} />;
  if (!data.items?.length) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(data.items)}</>;
}
