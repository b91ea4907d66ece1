import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogOutDocument } from '../../web/src/graphql/__generated__/graphql';
import { AccountLayout } from '../../web/src/features/account/area/account-layout';
import { renderRoutes } from './account-fixtures';

function logOutMock(calls: { count: number }) {
  return {
    request: { query: LogOutDocument },
    result: () => {
      calls.count++;
      return { data: { logOut: true } };
    },
  };
}

function renderArea(entry = '/app/Profile', calls = { count: 0 }) {
  const view = renderRoutes(
    {
      '/app/*': <AccountLayout />,
      '/app/Login': <h1>Login page</h1>,
    },
    { entry, mocks: [logOutMock(calls)] },
  );
  return { ...view, calls };
}

const menu = () => screen.getByRole('navigation', { name: 'Account' });

async function openLogout() {
  const logout = within(menu()).getByRole('button', { name: 'Logout' });
  await userEvent.click(logout);
  return { logout, dialog: screen.getByRole('alertdialog', { name: 'Confirm Logout' }) };
}

describe('Account area layout', () => {
  it('has the side menu of the spec, marking the page on screen', () => {
    renderArea('/app/ShippingAddress');
    const href = (name: string) => within(menu()).getByRole('link', { name }).getAttribute('href');
    expect(href('Back to HomePage')).toBe('/');
    expect(href('Dashboard')).toBe('/app/dashboard/');
    expect(href('Profile')).toBe('/app/Profile');
    expect(href('Shipping Address')).toBe('/app/ShippingAddress');
    expect(href('Password Change')).toBe('/app/settings');
    expect(within(menu()).getByRole('link', { name: 'Shipping Address' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu()).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Dashboard on the area index', () => {
    renderArea('/app');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles the menu on small screens with a button that tells whether it is open', async () => {
    renderArea();
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(menu().id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu().className).toContain('is-open');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Password Change' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks "Are you sure you want to logout?" and Cancel keeps the user in', async () => {
    const { calls, url } = renderArea();
    const { logout, dialog } = await openLogout();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Are you sure you want to logout?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(logout);
    expect(calls.count).toBe(0);
    expect(url()).toBe('/app/Profile');
  });

  it('closes the logout dialog with Escape and gives focus back to Logout', async () => {
    renderArea();
    const { logout } = await openLogout();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(logout);
  });

  it('keeps focus inside the logout dialog', async () => {
    renderArea();
    const { dialog } = await openLogout();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab();
    expect(document.activeElement).toBe(confirm);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
  });

  it('logs out with the Logout button of the dialog and goes to /app/Login', async () => {
    const { calls, url } = renderArea();
    const { dialog } = await openLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(calls.count).toBe(1);
    expect(url()).toBe('/app/Login');
  });

  it('stays and says so when the logout request fails', async () => {
    const failing = { request: { query: LogOutDocument }, error: new TypeError('Failed to fetch') };
    renderRoutes({ '/app/*': <AccountLayout /> }, { entry: '/app/Profile', mocks: [failing] });
    const { dialog } = await openLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong. Please try again.'),
    );
  });
});
