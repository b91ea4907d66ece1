import { Button } from './button';
import { ErrorText } from './status-text';

export interface ResultsErrorProps {
  message: string;
  /** The page that failed to load. */
  page: number;
  onFirstPage: () => void;
}

/** A page of results that could not be fetched: the error, and Go to page 1 from a later page (it may be gone). */
export function ResultsError({ message, page, onFirstPage }: ResultsErrorProps) {
  return (
    <>
      <ErrorText>{message}</ErrorText>
      {page > 1 ? <Button onClick={onFirstPage}>Go to page 1</Button> : null}
    </>
  );
}
