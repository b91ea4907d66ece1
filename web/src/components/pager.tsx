import { Button } from './button';
import './pager.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
  /**
   * How the position reads: "Page 2 of 5" (the product list), or "2 / 5" for the category listings
   * (spec section 2), which screen readers still hear as words.
   */
  status?: 'words' | 'fraction';
}

/** Prev, the position, Next; Prev is disabled on the first page and Next on the last. */
export function Pager({ page, pageCount, onPageChange, label = 'Pages', status = 'words' }: PagerProps) {
  const words = `Page ${page} of ${pageCount}`;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </Button>
      {status === 'words' ? (
        <p className="pager__status">{words}</p>
      ) : (
        <p className="pager__status pager__status--fraction">
          <span aria-hidden="true">
            {page} / {pageCount}
          </span>
          <span className="visually-hidden">{words}</span>
        </p>
      )}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
