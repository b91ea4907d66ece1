import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VAPE_TAB_VISIBLE_PRODUCTS, VapeKitTabs } from '../../web/src/features/catalog/home/vape-kit-tabs';
import { homeData, products } from './fixtures';
import { renderWithProviders } from './render';

const tabs = homeData().vapeKitTabs;

function productNames(): string[] {
  return within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('VapeKitTabs', () => {
  it('selects the first tab once loaded', () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    const all = screen.getAllByRole('tab');
    expect(all.map((tab) => tab.textContent)).toEqual(['Disposable Vape', 'Vape Kits', 'Vape Juice']);
    expect(all.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('shows 12 products and VIEW ALL when a tab has more than 12, then all of them', async () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    expect(VAPE_TAB_VISIBLE_PRODUCTS).toBe(12);
    expect(productNames()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'VIEW ALL' }));
    expect(productNames()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'VIEW ALL' })).toBeNull();
  });

  it('offers no VIEW ALL for a tab with exactly 12 products', async () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Vape Kits' }));
    expect(screen.getByRole('tab', { name: 'Vape Kits' }).getAttribute('aria-selected')).toBe('true');
    expect(productNames()).toEqual(products(12, 100).map((p) => p.name));
    expect(screen.queryByRole('button', { name: 'VIEW ALL' })).toBeNull();
  });

  it('says so when a tab has no products', async () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Vape Juice' }));
    expect(screen.getByText('No products found for this category.')).toBeTruthy();
    expect(productNames()).toHaveLength(0);
  });

  it('folds the tab list away after a tab is chosen (small screens)', async () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    const toggle = screen.getByRole('button', { name: /Disposable Vape/ });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('tablist').className).toContain('is-open');
    await userEvent.click(screen.getByRole('tab', { name: 'Vape Kits' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('tablist').className).not.toContain('is-open');
    expect(toggle.textContent).toContain('Vape Kits');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithProviders(<VapeKitTabs tabs={tabs} loading={false} />);
    screen.getByRole('tab', { name: 'Disposable Vape' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Vape Kits' }));
    expect(screen.getByRole('tab', { name: 'Vape Kits' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Vape Juice' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows "Loading products..." while loading', () => {
    renderWithProviders(<VapeKitTabs tabs={undefined} loading />);
    expect(screen.getByText('Loading products...')).toBeTruthy();
  });
});
