import { type ReactNode, useEffect } from 'react';

/** A page's heading (its document title too) and its actions. */
export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ESI back office`;
  }, [title]);
  return (
    <header className="admin-page-header">
      <div>
        <h1>{title}</h1>
        {children}
      </div>
      {actions && <div className="admin-page-actions">{actions}</div>}
    </header>
  );
}
