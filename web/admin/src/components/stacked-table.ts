import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A table that a phone shows as cards, a row each, every cell under its column's name (`admin-table--stacked` in
 * admin.css reads the name from the cell's `data-label`). The ref goes on the <table>; after each render the
 * cells are labelled from `columns` by their index, so the features' rows need not repeat their headings.
 */
export function useStackedLabels(columns: readonly string[]): RefObject<HTMLTableElement | null> {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    for (const body of ref.current?.tBodies ?? []) {
      for (const row of body.rows) {
        for (const cell of row.cells) {
          const label = columns[cell.cellIndex];
          if (label) cell.dataset.label = label;
        }
      }
    }
  });
  return ref;
}
