import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { HomePageDocument } from '../../web/src/graphql/__generated__/graphql';
import { HomePage } from '../../web/src/features/catalog/home/home-page';
import { homeData, homePageMock } from './fixtures';
import { renderWithProviders } from './render';

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('renders its sections top to bottom', async () => {
    renderWithProviders(<HomePage />, { mocks: [homePageMock()] });
    await screen.findByRole('tabpanel');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Shop by Category',
      'Top Vapes',
      'Vape Kits',
      'Disposable Vapes',
      'Big puffs. Bold flavors.',
      'From Our Blog',
      'What Our Customers Say',
    ]);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
  });

  it('shows other categories by label and links them /SearchProduct/{label} (Pipes & Glass is Glass)', async () => {
    renderWithProviders(<HomePage />, { mocks: [homePageMock()] });
    const glass = await within(section('Shop by Category')).findByRole('link', { name: 'Glass' });
    expect(glass.getAttribute('href')).toBe('/SearchProduct/Glass');
    expect(within(section('Shop by Category')).getByRole('link', { name: 'Candies' }).getAttribute('href')).toBe(
      '/SearchProduct/Candies',
    );
  });

  it('links Top Vapes cards to /SearchProduct/Vapes/{name} and falls back to default.jpg', async () => {
    renderWithProviders(<HomePage />, { mocks: [homePageMock()] });
    const topVapes = section('Top Vapes');
    const geek = await within(topVapes).findByRole('link', { name: 'Geek Bar Pulse 25000' });
    expect(geek.getAttribute('href')).toBe('/SearchProduct/Vapes/Geek%20Bar%20Pulse%2025000');
    expect(geek.querySelector('img')?.getAttribute('src')).toBe('/media/categories/geek.svg');
    const nova = within(topVapes).getByRole('link', { name: 'Nova Cloud 12000' });
    expect(nova.querySelector('img')?.getAttribute('src')).toBe('/media/default.jpg');
  });

  it('shows the first vape-kit tab with prices formatted from cents', async () => {
    renderWithProviders(<HomePage />, { mocks: [homePageMock()] });
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByText('$19.99')).toHaveLength(12);
  });

  it('says "No categories found." and "No products found." for empty groups', async () => {
    renderWithProviders(<HomePage />, {
      mocks: [homePageMock(homeData({ topVapes: [], others: [], topSelling: [] }))],
    });
    expect(await within(section('Top Vapes')).findByText('No categories found.')).toBeTruthy();
    expect(within(section('Shop by Category')).getByText('No categories found.')).toBeTruthy();
    expect(within(section('Disposable Vapes')).getByText('No products found.')).toBeTruthy();
  });

  it('shows "Error: " and the busy sentence in the category sections when the shop is overloaded', async () => {
    const busy = new GraphQLError('remaining connection slots are reserved', {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    renderWithProviders(<HomePage />, {
      mocks: [{ request: { query: HomePageDocument }, result: { errors: [busy] } }, homePageMock()],
    });
    const errors = await screen.findAllByText('Error: The shop is busy right now. Please try again in a moment.');
    expect(errors).toHaveLength(3);
    expect(screen.queryByText(/connection slots/)).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.click(within(section('Top Vapes')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows static blog teasers whose Read More goes to /Blog1, and star ratings with text', async () => {
    renderWithProviders(<HomePage />, { mocks: [homePageMock()] });
    await screen.findByRole('tabpanel');
    const readMore = within(section('From Our Blog')).getAllByRole('link', { name: /^Read More/ });
    expect(readMore.length).toBeGreaterThan(0);
    for (const link of readMore) expect(link.getAttribute('href')).toBe('/Blog1');
    expect(within(section('What Our Customers Say')).getAllByText(/^Rated [1-5] out of 5 stars$/).length).toBe(3);
  });
});
