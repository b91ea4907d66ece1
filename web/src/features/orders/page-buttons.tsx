/** The page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

export interface PageButtonsProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Numbered page buttons (spec: dashboard); the current page is marked and not a button press away. */
export function PageButtons({ page, pageCount, onPageChange }: PageButtonsProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="page-buttons" aria-label="Order pages">
      <ul>
        {pageWindow(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-buttons__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? 'page-buttons__button is-current' : 'page-buttons__button'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
