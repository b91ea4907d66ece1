import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { Component as SearchRoute } from '../../web/src/app/routes/search.route';
import { paths, routePatterns } from '../../web/src/config/paths';
import { type ProductSearchInput, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { searchProductsMock } from './fixtures';
import { renderWithProviders } from './render';

const SEARCH_PATHS = [
  routePatterns.search,
  routePatterns.searchText,
  routePatterns.searchCategory,
  routePatterns.searchSubcategory,
].map((pattern) => `/${pattern}`);

function renderSearch(url: string, seen: ProductSearchInput[] = []) {
  return renderWithProviders(
    <>
      <Link to={paths.search({ category: 'Vapes', subcategory: 'Raz TN9000' })}>Raz TN9000 line</Link>
      <SearchRoute />
    </>,
    { url, paths: SEARCH_PATHS, mocks: [searchProductsMock(seen)] },
  );
}

function optionTexts(label: string): string[] {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return Array.from(select.options, (option) => option.textContent ?? '');
}

function selectedValue(label: string): string {
  return (screen.getByLabelText(label) as HTMLSelectElement).value;
}

/** Waits until the result count announces `count` products. */
async function resultCount(count: number) {
  await screen.findByText(`${count} ${count === 1 ? 'product' : 'products'}`);
}

describe('SearchPage', () => {
  it('shows "Loading..." and then the route scope\'s products, 30 to a page', async () => {
    const seen: ProductSearchInput[] = [];
    renderSearch('/SearchProduct/Vapes/Geek Bar Pulse 25000', seen);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await resultCount(40);
    expect(seen[0]).toEqual({ page: 1, pageSize: 30, category: 'Vapes', subcategory: 'Geek Bar Pulse 25000' });
    // Right under the <h1>: the cards are <h2>s.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(30);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Geek Bar Pulse 25000');
  });

  it('sizes every card picture, loads the first row at once and the rest lazily', async () => {
    renderSearch('/SearchProduct/Vapes/Geek Bar Pulse 25000');
    await resultCount(40);
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures).toHaveLength(30);
    for (const img of pictures) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '240']);
    const loading = pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading.slice(0, 4)).toEqual(Array(4).fill(['eager', 'high']));
    expect(loading.slice(4)).toEqual(Array(26).fill(['lazy', 'auto']));
  });

  it('lists each facet as "Name (count)" after "All", and the page sizes 30, 60 and 100', async () => {
    renderSearch('/SearchProduct/Vapes');
    await resultCount(70);
    expect(optionTexts('BRANDS')).toEqual(['All', 'Geek Bar (24)', 'Lost Mary (23)', 'Raz (23)']);
    expect(optionTexts('FLAVOR')).toEqual(['All', 'Berry (35)', 'Mint (35)']);
    expect(optionTexts('PRODUCT TYPES')).toEqual(['All', 'Disposable Vape (56)', 'Vape Kits (14)']);
    expect(optionTexts('Results per page')).toEqual(['30', '60', '100']);
    expect(selectedValue('Results per page')).toBe('30');
  });

  it('puts a chosen brand in the URL, starts again at page 1 and narrows the other counts', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/Vapes?flavor=Mint&page=2', seen);
    await resultCount(35);
    await userEvent.selectOptions(screen.getByLabelText('BRANDS'), 'Raz');
    expect(url()).toBe('/SearchProduct/Vapes?flavor=Mint&brand=Raz');
    await resultCount(12);
    expect(seen.at(-1)).toEqual({ page: 1, pageSize: 30, category: 'Vapes', flavor: 'Mint', brand: 'Raz' });
    // Filters combine: the flavor stays chosen, and each facet is counted over the other filters.
    expect(selectedValue('FLAVOR')).toBe('Mint');
    expect(optionTexts('FLAVOR')).toEqual(['All', 'Berry (11)', 'Mint (12)']);
    expect(optionTexts('BRANDS')).toEqual(['All', 'Geek Bar (12)', 'Lost Mary (11)', 'Raz (12)']);
  });

  it('disables Prev on the first page and Next on the last', async () => {
    const { url } = renderSearch('/SearchProduct/Vapes');
    await resultCount(70);
    const prev = () => screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    await userEvent.click(next());
    expect(url()).toBe('/SearchProduct/Vapes?page=2');
    await screen.findByText('Page 2 of 3');
    expect(prev().disabled).toBe(false);

    await userEvent.click(next());
    await screen.findByText('Page 3 of 3');
    expect(next().disabled).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);

    await userEvent.click(prev());
    await screen.findByText('Page 2 of 3');
    expect(url()).toBe('/SearchProduct/Vapes?page=2');
  });

  it('keeps the page size in the URL and goes back to page 1 when it changes', async () => {
    const { url } = renderSearch('/SearchProduct/Vapes?page=2');
    await screen.findByText('Page 2 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Results per page'), '60');
    expect(url()).toBe('/SearchProduct/Vapes?size=60');
    await screen.findByText('Page 1 of 2');
  });

  it('searches the text of /SearchProduct/search/{text}; the page box replaces it', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/search/raz%20mint', seen);
    await resultCount(12);
    expect(seen[0]).toEqual({ page: 1, pageSize: 30, search: 'raz mint' });
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    expect(box.value).toBe('raz mint');
    await userEvent.clear(box);
    await userEvent.type(box, '  geek bar{Enter}');
    expect(url()).toBe('/SearchProduct/search/raz%20mint?q=geek+bar');
    await resultCount(24);
  });

  it('says "No product found" when nothing matches', async () => {
    renderSearch('/SearchProduct/search/nothing like this');
    expect(await screen.findByText('No product found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says the shopper is offline when the search cannot reach the shop, and Try again searches again', async () => {
    renderWithProviders(<SearchRoute />, {
      url: '/SearchProduct/Vapes',
      paths: SEARCH_PATHS,
      mocks: [
        { request: { query: SearchProductsDocument, variables: () => true }, error: new TypeError('Failed to fetch') },
        searchProductsMock(),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await resultCount(70);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts over without filters when the route changes', async () => {
    const { url } = renderSearch('/SearchProduct/Vapes?brand=Raz&size=60');
    await resultCount(23);
    await userEvent.click(screen.getByRole('link', { name: 'Raz TN9000 line' }));
    expect(url()).toBe('/SearchProduct/Vapes/Raz%20TN9000');
    await resultCount(30);
    expect(selectedValue('BRANDS')).toBe('');
    expect(selectedValue('Results per page')).toBe('30');
  });

  it('matches the route without regard to case (/searchproduct/glass)', async () => {
    const seen: ProductSearchInput[] = [];
    renderSearch('/searchproduct/glass', seen);
    await screen.findByText('No product found');
    expect(seen[0]).toEqual({ page: 1, pageSize: 30, category: 'glass' });
  });

  it('passes "&" as the category of an All Categories link', async () => {
    const seen: ProductSearchInput[] = [];
    renderSearch('/SearchProduct/&/Candies', seen);
    await screen.findByText('No product found');
    expect(seen[0]).toEqual({ page: 1, pageSize: 30, category: '&', subcategory: 'Candies' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Candies'));
  });
});
