import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { Breadcrumb, type Crumb } from './breadcrumb';
import './content-page.css';

export interface ContentPageProps {
  /** The page's <h1>, the last crumb and (unless `documentTitle` is given) the tab title. */
  title: string;
  documentTitle?: string;
  /** Crumbs between Home and this page. */
  crumbs?: readonly Crumb[];
  /** Overrides the whole trail (the Terms page starts at the login page, spec section 2). */
  trail?: readonly Crumb[];
  /** A short first paragraph under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame of an information page: breadcrumb from Home, the heading, a lead, then the sections. */
export function ContentPage({ title, documentTitle, crumbs = [], trail, lead, children, className }: ContentPageProps) {
  useDocumentTitle(documentTitle ?? title);
  const items = trail ?? [{ label: 'Home', to: paths.home() }, ...crumbs, { label: title }];
  return (
    <div className={className ? `content-page container ${className}` : 'content-page container'}>
      <Breadcrumb items={items} />
      <header className="content-page__header">
        <h1 className="content-page__title">{title}</h1>
        {lead ? <p className="content-page__lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
