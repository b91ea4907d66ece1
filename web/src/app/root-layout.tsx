import { Outlet } from 'react-router-dom';
import { HeaderActions } from '../components/layout/header-actions';
import { MainLayout } from '../components/layout/main-layout';
import { paths } from '../config/paths';

/**
 * The frame of every page. The account and cart features plug in here: the account link by session,
 * the cart count, and the newsletter's onSubscribe (until then the newsletter box stays hidden).
 */
export function RootLayout() {
  return (
    <MainLayout headerActions={<HeaderActions accountHref={paths.login()} cartCount={0} />}>{<Outlet />}</MainLayout>
  );
}
