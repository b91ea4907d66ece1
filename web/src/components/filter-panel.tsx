import type { ReactNode } from 'react';
import './filter-panel.css';

export interface FilterPanelProps {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A product list's filter sidebar: its search box, selects and Clear filters. The page puts it and the results
 * in a `.filter-layout`, which sets them side by side on a wide screen.
 */
export function FilterPanel({ children, ...labelling }: FilterPanelProps) {
  return (
    <aside className="filter-panel" {...labelling}>
      {children}
    </aside>
  );
}
