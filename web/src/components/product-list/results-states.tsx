import type { ReactNode } from 'react';
import { ResultsError } from '../results-error';
import { LoadingText } from '../status-text';

interface ResultsStatesProps {
  /** The failed fetch, shown as a sentence (lib/failure-sentence.ts), never its raw text. */
  error: unknown;
  /** Asks for the page again (the query's refetch). */
  onRetry: () => unknown;
  /** The answer shown, if one has arrived (the first load shows "Loading..."); a total of 0 is "nothing found". */
  result: { total: number } | undefined;
  page: number;
  onFirstPage(): void;
  /** What each page says when nothing matches, in its own words and style. */
  empty: ReactNode;
  children: ReactNode;
}

/** The states of a product list, in the spec's order: error, loading, nothing found, the products. */
export function ResultsStates({ error, onRetry, result, page, onFirstPage, empty, children }: ResultsStatesProps) {
  if (error) return <ResultsError error={error} onRetry={onRetry} page={page} onFirstPage={onFirstPage} />;
  if (!result) return <LoadingText />;
  return <>{result.total === 0 ? empty : children}</>;
}
