import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { Component as SearchRoute } from '../../web/src/app/routes/search.route';
import { paths, routePatterns } from '../../web/src/config/paths';
import { type ProductSearchInput, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import { popularCategoriesMock, searchProductsMock, searchResult } from './fixtures';
import { renderWithProviders } from './render';

const SEARCH_PATHS = [
  routePatterns.search,
  routePatterns.searchText,
  routePatterns.searchCategory,
  routePatterns.searchSubcategory,
].map((pattern) => `/${pattern}`);

/** The browser's Back button, for the history the memory router keeps. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

function renderSearch(url: string, seen: ProductSearchInput[] = []) {
  return renderWithProviders(
    <>
      <Link to={paths.search({ category: 'Vapes', subcategory: 'Raz TN9000' })}>Raz TN9000 line</Link>
      <BackButton />
      <SearchRoute />
    </>,
    { url, paths: SEARCH_PATHS, mocks: [searchProductsMock(seen), popularCategoriesMock()] },
  );
}

/** A facet's checkboxes as their labels read: "Name (count)". */
function checkboxTexts(facet: string): string[] {
  return within(screen.getByRole('group', { name: facet }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

const checkbox = (facet: string, name: string) =>
  within(screen.getByRole('group', { name: facet })).getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });

function optionTexts(label: string): string[] {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return Array.from(select.options, (option) => option.textContent ?? '');
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

/** How many products the mock finds for this input. */
const totalOf = (input: ProductSearchInput) => searchResult(input).searchProducts.total;

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

  it('lists each facet as ticks of "Name (count)", the sorts and the page sizes 30, 60 and 100', async () => {
    renderSearch('/SearchProduct/Vapes');
    await resultCount(70);
    expect(checkboxTexts('BRANDS')).toEqual(['Geek Bar (24)', 'Lost Mary (23)', 'Raz (23)']);
    expect(checkboxTexts('FLAVOR')).toEqual(['Berry (35)', 'Mint (35)']);
    expect(checkboxTexts('PRODUCT TYPES')).toEqual(['Disposable Vape (56)', 'Vape Kits (14)']);
    // Relevance only with search text; featured is the default without.
    expect(optionTexts('Sort by')).toEqual([
      'Featured',
      'Price: low to high',
      'Price: high to low',
      'Newest',
      'Name: A to Z',
    ]);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('FEATURED');
    expect(optionTexts('Results per page')).toEqual(['30', '60', '100']);
  });

  it('ticks several brands (any of them), starts again at page 1 and counts the other facets over them', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/Vapes?flavor=Mint&page=2', seen);
    await resultCount(35);
    await userEvent.click(checkbox('BRANDS', 'Raz'));
    expect(url()).toBe('/SearchProduct/Vapes?flavor=Mint&brand=Raz');
    await resultCount(12);
    await userEvent.click(checkbox('BRANDS', 'Geek Bar'));
    expect(url()).toBe('/SearchProduct/Vapes?flavor=Mint&brand=Raz&brand=Geek+Bar');
    await resultCount(24);
    expect(seen.at(-1)).toEqual({
      page: 1,
      pageSize: 30,
      category: 'Vapes',
      brands: ['Raz', 'Geek Bar'],
      flavors: ['Mint'],
    });
    // The brand list is counted without the brands, the flavor list over them; the ticked ones come first.
    expect(checkboxTexts('BRANDS')).toEqual(['Geek Bar (12)', 'Raz (12)', 'Lost Mary (11)']);
    expect(checkboxTexts('FLAVOR')).toEqual(['Mint (24)', 'Berry (23)']);
    expect((checkbox('FLAVOR', 'Mint') as HTMLInputElement).checked).toBe(true);
  });

  it('shows every filter as a chip that removes it, and Clear all, which keeps the sort and page size', async () => {
    const { url } = renderSearch(
      '/SearchProduct/Vapes?q=bar&brand=Raz&brand=Geek+Bar&min=11&stock=1&sort=name&size=60',
    );
    await resultCount(20);
    expect(chips()).toEqual(['“bar”', 'Brand: Raz', 'Brand: Geek Bar', 'From $11.00', 'In stock']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brand: Raz' }));
    expect(url()).toBe('/SearchProduct/Vapes?q=bar&brand=Geek+Bar&min=11&stock=1&sort=name&size=60');
    await userEvent.click(screen.getByRole('button', { name: 'Remove In stock' }));
    expect(url()).toBe('/SearchProduct/Vapes?q=bar&brand=Geek+Bar&min=11&sort=name&size=60');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(url()).toBe('/SearchProduct/Vapes?sort=name&size=60');
    await resultCount(70);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('folds a store’s filters away under the search box on a phone, behind a button', async () => {
    renderSearch('/SearchProduct/Vapes');
    await resultCount(70);
    const fold = screen.getByRole('button', { name: 'Sort and filter' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(
      document.getElementById(fold.getAttribute('aria-controls')!)?.contains(screen.getByLabelText('Sort by')),
    ).toBe(true);
    await userEvent.click(fold);
    expect(screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('restores the whole page from its URL, and Back undoes the last change', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch(
      '/SearchProduct/Vapes?type=Disposable+Vape&flavor=Berry&min=12.5&max=40&stock=1&sort=price-desc',
      seen,
    );
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await resultCount(totalOf(seen[0]!));
    expect(seen[0]).toEqual({
      page: 1,
      pageSize: 30,
      category: 'Vapes',
      productTypes: ['Disposable Vape'],
      flavors: ['Berry'],
      price: { min: 1250, max: 4000 },
      inStock: true,
      sort: 'PRICE_HIGH_TO_LOW',
    });
    expect((checkbox('PRODUCT TYPES', 'Disposable Vape') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Lowest price') as HTMLInputElement).value).toBe('12.50');
    expect((screen.getByLabelText('Highest price') as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('In stock only') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('PRICE_HIGH_TO_LOW');
    // What is charged: a former price (struck through) is not the order.
    const prices = screen
      .getAllByText(/^\$\d+\.\d\d$/)
      .filter((p) => p.tagName !== 'S')
      .map((p) => Number(p.textContent!.slice(1)));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'NAME');
    expect(url()).toBe('/SearchProduct/Vapes?type=Disposable+Vape&flavor=Berry&min=12.5&max=40&stock=1&sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() =>
      expect(url()).toBe(
        '/SearchProduct/Vapes?type=Disposable+Vape&flavor=Berry&min=12.5&max=40&stock=1&sort=price-desc',
      ),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('PRICE_HIGH_TO_LOW'),
    );
  });

  it('applies a price range, and refuses a negative, wordy or reversed one without changing anything', async () => {
    const { url } = renderSearch('/SearchProduct/Vapes');
    await resultCount(70);
    const min = screen.getByLabelText('Lowest price');
    const max = screen.getByLabelText('Highest price');
    const apply = screen.getByRole('button', { name: 'Apply' });

    await userEvent.type(min, '-5');
    await userEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('A price cannot be negative.');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(min);
    await userEvent.type(min, 'ten');
    await userEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('A price is a number of dollars, such as 19.99.');
    await userEvent.clear(min);
    await userEvent.type(min, '30');
    await userEvent.type(max, '20');
    await userEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe(
      'The lowest price must not be above the highest: swap them, or leave one out.',
    );
    expect(url()).toBe('/SearchProduct/Vapes');

    await userEvent.clear(min);
    await userEvent.type(min, '15');
    await userEvent.clear(max);
    await userEvent.type(max, '25{Enter}');
    expect(url()).toBe('/SearchProduct/Vapes?min=15&max=25');
    await resultCount(totalOf({ category: 'Vapes', price: { min: 1500, max: 2500 } }));
    expect(chips()).toEqual(['$15.00 – $25.00']);
  });

  it('shows only products in stock when ticked', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/Vapes', seen);
    await resultCount(70);
    await userEvent.click(screen.getByLabelText('In stock only'));
    expect(url()).toBe('/SearchProduct/Vapes?stock=1');
    await resultCount(totalOf({ category: 'Vapes', inStock: true }));
    expect(seen.at(-1)).toMatchObject({ inStock: true });
  });

  it('shows only products on sale when ticked, as a chip that takes the filter away', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/Vapes', seen);
    await resultCount(70);
    await userEvent.click(screen.getByLabelText('On sale'));
    expect(url()).toBe('/SearchProduct/Vapes?sale=1');
    const onSale = totalOf({ category: 'Vapes', onSale: true });
    expect(onSale).toBeGreaterThan(0);
    await resultCount(onSale);
    expect(seen.at(-1)).toMatchObject({ onSale: true });
    expect(chips()).toEqual(['On sale']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove On sale' }));
    expect(url()).toBe('/SearchProduct/Vapes');
    await resultCount(70);
  });

  it('says what in the URL it cannot use, and asks nothing of the API', async () => {
    const seen: ProductSearchInput[] = [];
    renderSearch('/SearchProduct/Vapes?sort=cheapest', seen);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no sort order “cheapest”.');
    renderSearch('/SearchProduct/Vapes?min=40&max=10', seen);
    expect(seen).toEqual([]);
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

  it('searches the text of /SearchProduct/search/{text}, by relevance; the page box replaces it', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderSearch('/SearchProduct/search/raz%20mint', seen);
    await resultCount(12);
    expect(seen[0]).toEqual({ page: 1, pageSize: 30, search: 'raz mint' });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('RELEVANCE');
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    expect(box.value).toBe('raz mint');
    await userEvent.clear(box);
    await userEvent.type(box, '  geek bar{Enter}');
    expect(url()).toBe('/SearchProduct/search/raz%20mint?q=geek+bar');
    await resultCount(24);
  });

  it('says "No product found" when nothing matches, with popular categories', async () => {
    renderSearch('/SearchProduct/search/nothing like this');
    expect(await screen.findByText('No product found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    const popular = screen.getByRole('navigation', { name: 'Popular categories' });
    await within(popular).findByRole('link', { name: 'Glass' });
    expect(within(popular).getByRole('link', { name: 'Glass' }).getAttribute('href')).toBe(
      '/SearchProduct/Pipes%20&%20Glass',
    );
    expect(within(popular).getByRole('link', { name: 'Vapes' }).getAttribute('href')).toBe('/SearchProduct/Vapes');
  });

  it('offers "Did you mean …?" when a close term exists, and follows it', async () => {
    const { url } = renderSearch('/SearchProduct/search/lsot');
    const link = await screen.findByRole('link', { name: 'Lost Mary' });
    expect(link.closest('p')?.textContent).toBe('Did you mean Lost Mary?');
    await userEvent.click(link);
    expect(url()).toBe('/SearchProduct/search/Lost%20Mary');
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
    expect((checkbox('BRANDS', 'Raz') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Results per page') as HTMLSelectElement).value).toBe('30');
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
