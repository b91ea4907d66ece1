import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header, NICOTINE_WARNING } from '../../web/src/components/layout/header';
import { HeaderActions } from '../../web/src/components/layout/header-actions';
import { menuGroupsMock } from './fixtures';
import { renderWithProviders } from './render';

/** Renders the header and waits for its menu query, so no update lands in the middle of a user action. */
async function renderHeader(cartCount = 0) {
  const view = renderWithProviders(
    <Header actions={<HeaderActions accountHref="/app/Login" cartCount={cartCount} />} />,
    { mocks: [menuGroupsMock()] },
  );
  await screen.findByRole('button', { name: 'All Categories' });
  return view;
}

describe('Header', () => {
  it('shows the nicotine warning banner', async () => {
    await renderHeader();
    expect(screen.getByText(NICOTINE_WARNING).textContent).toBe(
      'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
    );
  });

  it('does nothing when the search text is blank after trimming', async () => {
    const { url } = await renderHeader();
    const input = screen.getByLabelText('Search products');
    await userEvent.type(input, '    ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toBe('/');
  });

  it('opens /SearchProduct/search/{text} with the trimmed, encoded text', async () => {
    const { url } = await renderHeader();
    await userEvent.type(screen.getByLabelText('Search products'), '  geek bar 50%{Enter}');
    expect(url()).toBe('/SearchProduct/search/geek%20bar%2050%25');
  });

  it('links menu items to /SearchProduct/{group}/{item}, with "&" for All Categories', async () => {
    await renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'All Categories' }));
    expect(within(menu).getByRole('link', { name: 'Candies' }).getAttribute('href')).toBe('/SearchProduct/&/Candies');

    await userEvent.click(within(menu).getByRole('button', { name: 'Vapes' }));
    expect(within(menu).getByRole('link', { name: 'Geek Bar Pulse 25000' }).getAttribute('href')).toBe(
      '/SearchProduct/Vapes/Geek%20Bar%20Pulse%2025000',
    );

    await userEvent.click(within(menu).getByRole('button', { name: 'Pipes & Glass' }));
    expect(within(menu).getByRole('link', { name: 'Glass' }).getAttribute('href')).toBe(
      '/SearchProduct/Pipes%20&%20Glass/Glass',
    );
  });

  it('shows each menu item with its category icon, sized and lazy, or with none', async () => {
    await renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Pipes & Glass' }));
    const icon = within(menu).getByRole('link', { name: 'Glass' }).querySelector('img')!;
    expect(icon.getAttribute('src')).toBe('/media/categories/glass-pipes.svg?v=abc');
    expect([icon.getAttribute('width'), icon.getAttribute('height')]).toEqual(['32', '32']);
    expect(icon.getAttribute('alt')).toBe('');
    expect(icon.getAttribute('loading')).toBe('lazy');
    expect(within(menu).getByRole('link', { name: 'Oil Burner' }).querySelector('img')).toBeNull();
  });

  it('has the top-level Knives and Deals links', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Knives' }).getAttribute('href')).toBe('/SearchProduct/Knives');
    expect(screen.getByRole('link', { name: 'Deals' }).getAttribute('href')).toBe('/Deals');
  });

  it('opens a dropdown with its button, closes it with Escape and gives focus back', async () => {
    await renderHeader();
    const button = await screen.findByRole('button', { name: 'Vapes' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);

    within(panel!).getByRole('link', { name: 'Geek Bar Pulse 25000' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes an open dropdown on a click outside it', async () => {
    await renderHeader();
    const button = await screen.findByRole('button', { name: 'Smoke Accessories' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByText(NICOTINE_WARNING));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the dropdown and the mobile menu when a menu link is followed', async () => {
    const { url } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const button = await screen.findByRole('button', { name: 'All Categories' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Candies' }));
    expect(url()).toBe('/SearchProduct/&/Candies');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles the mobile menu with a labelled button that controls the main navigation', async () => {
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.className).not.toContain('is-open');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('is-open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('links the account icon to the given href and the cart icon to /CartList with its count', async () => {
    await renderHeader(3);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/app/Login');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/CartList');
  });
});
