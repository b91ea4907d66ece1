import type { ReactNode } from 'react';
import { EmptyText, ErrorText, LoadingText } from '../../../components/status-text';

export interface SectionData<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** The failed fetch's message. */
  error: string | undefined;
}

/** The spec's states of a home-page list: "Error: {message}", the empty text, loading, else the list. */
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
  if (data.error !== undefined && !data.items?.length) return <ErrorText>Error: {data.error}</ErrorText>;
  if (!data.items?.length) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children(data.items)}</>;
}
