import type { ReactNode } from 'react';
import { ProductGridSkeleton } from '../product-grid-skeleton';
import { ResultsError } from '../results-error';

interface ResultsStatesProps {
  /** The list's query: its failure is shown as a sentence (lib/failure-sentence.ts), and Try again refetches. */
  query: { error?: unknown; refetch: () => unknown };
  /** The answer shown, if one has arrived; a total of 0 is "nothing found". */
  result: { total: number } | undefined;
  /** The page asked for, and its size: the grid's shape until the first answer. */
  state: { page: number; pageSize: number };
  /** Whether the cards carry ADD TO CART (their room is kept while loading). */
  withActions: boolean;
  onFirstPage(): void;
  /** What each page says when nothing matches, in its own words and style. */
  empty: ReactNode;
  children: ReactNode;
}

/** The states of a product list, in the spec's order: error, loading (the grid's shape), nothing found, the products. */
export function ResultsStates({ query, result, state, withActions, onFirstPage, empty, children }: ResultsStatesProps) {
  if (query.error) {
    return <ResultsError error={query.error} onRetry={query.refetch} page={state.page} onFirstPage={onFirstPage} />;
  }
  if (!result) return <ProductGridSkeleton count={state.pageSize} withAction={withActions} tall />;
  return <>{result.total === 0 ? empty : children}</>;
}
