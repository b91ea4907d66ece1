import { Button } from './button';
import './pager.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
}

/** Prev / "Page X of Y" / Next; Prev is disabled on the first page and Next on the last. */
export function Pager({ page, pageCount, onPageChange, label = 'Pages' }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </Button>
      <p className="pager__status">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
