import type { ReactNode } from 'react';
import { Footer, type FooterProps } from './footer';
import { Header, type HeaderProps } from './header';
import { ScrollToTop } from './scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

export interface MainLayoutProps {
  children: ReactNode;
  headerActions: HeaderProps['actions'];
  onSubscribe?: FooterProps['onSubscribe'];
  ordersHref: FooterProps['ordersHref'];
  signUpOffer?: FooterProps['signUpOffer'];
}

/** Skip link, header, the page, footer: the frame of every storefront page. */
export function MainLayout({ children, headerActions, onSubscribe, ordersHref, signUpOffer }: MainLayoutProps) {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <Header actions={headerActions} />
      <main id={MAIN_CONTENT_ID} className="page-main" tabIndex={-1}>
        {children}
      </main>
      <Footer onSubscribe={onSubscribe} ordersHref={ordersHref} signUpOffer={signUpOffer} />
    </>
  );
}
