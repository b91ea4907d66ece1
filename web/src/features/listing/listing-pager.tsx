import { Button } from '../../components/button';

export interface ListingPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Prev, "page / total pages", Next (spec section 2); Prev is disabled on page 1 and Next on the last. */
export function ListingPager({ page, pageCount, onPageChange }: ListingPagerProps) {
  return (
    <nav className="listing-pager" aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </Button>
      <p className="listing-pager__status">
        <span aria-hidden="true">
          {page} / {pageCount}
        </span>
        <span className="visually-hidden">
          Page {page} of {pageCount}
        </span>
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
