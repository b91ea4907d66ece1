import type { ReactNode } from 'react';
import { ResultsError } from '../results-error';
import { LoadingText } from '../status-text';

interface ResultsStatesProps {
  error: { message: string } | undefined;
  /** Whether a result has arrived (the first load shows "Loading..."). */
  ready: boolean;
  isEmpty: boolean;
  page: number;
  onFirstPage(): void;
  /** What each page says when nothing matches, in its own words and style. */
  empty: ReactNode;
  children: ReactNode;
}

/** The states of a product list, in the spec's order: error, loading, nothing found, the products. */
export function ResultsStates({ error, ready, isEmpty, page, onFirstPage, empty, children }: ResultsStatesProps) {
  if (error) return <ResultsError message={error.message} page={page} onFirstPage={onFirstPage} />;
  if (!ready) return <LoadingText />;
  return <>{isEmpty ? empty : children}</>;
}
