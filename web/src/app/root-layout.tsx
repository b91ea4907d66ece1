import { Outlet } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CartDocument, MeDocument, SignUpOfferDocument } from '../graphql/__generated__/graphql';
import { HeaderActions } from '../components/layout/header-actions';
import { MainLayout } from '../components/layout/main-layout';
import { paths } from '../config/paths';
import { useNewsletterSubscription } from '../features/content/newsletter/use-newsletter-subscription';
import { AgeGate } from './age-gate/age-gate';

/**
 * The frame of every page. The account and cart features plug in here: the account link by session,
 * the cart count, and the newsletter's onSubscribe (the content feature). The 21+ age gate sits over it all.
 */
export function RootLayout() {
  // The header count reads the one cached cart that every cart view and mutation keeps up to date.
  // ssr: false on both: the server renders every visitor's page alike, so these two are asked by the browser.
  const cartCount = useQuery(CartDocument, { ssr: false }).data?.cart.totals.itemCount ?? 0;
  // The one session query (cache-first): login, sign-up and logout keep it current; the guard reads it too.
  const loggedIn = Boolean(useQuery(MeDocument, { ssr: false }).data?.me);
  const accountHref = loggedIn ? paths.dashboard() : paths.login();
  // My Orders is the dashboard; a guest logs in first and lands there.
  const ordersHref = loggedIn ? paths.dashboard() : paths.login(paths.dashboard());
  const onSubscribe = useNewsletterSubscription();
  // The footer's offer is the shop's first-order promotion, the same for every visitor (rendered on the server).
  const signUpOffer = useQuery(SignUpOfferDocument).data?.signUpOffer;
  return (
    <>
      <MainLayout
        headerActions={<HeaderActions accountHref={accountHref} cartCount={cartCount} />}
        onSubscribe={onSubscribe}
        ordersHref={ordersHref}
        signUpOffer={signUpOffer}
      >
        {<Outlet />}
      </MainLayout>
      <AgeGate />
    </>
  );
}
