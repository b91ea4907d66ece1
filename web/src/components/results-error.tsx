import { Button } from './button';
import { LoadError, type LoadErrorProps } from './load-error';

export interface ResultsErrorProps extends Omit<LoadErrorProps, 'children'> {
  /** The page that failed to load. */
  page: number;
  onFirstPage: () => void;
}

/** A page of results that could not be fetched: the sentence, Try again, and Go to page 1 from a later page (it may be gone). */
export function ResultsError({ page, onFirstPage, ...failure }: ResultsErrorProps) {
  return <LoadError {...failure}>{page > 1 ? <Button onClick={onFirstPage}>Go to page 1</Button> : null}</LoadError>;
}
