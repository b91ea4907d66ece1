import { act } from '@testing-library/react';
import {
  type PageSizes,
  type ProductListState,
  productSearchInput,
} from '../../web/src/components/product-list/product-list-params';
import { useProductListParams } from '../../web/src/components/product-list/use-product-list-params';
import { paths, routePatterns } from '../../web/src/config/paths';
import { renderWithProviders } from './render';

type Size = 3 | 6 | 30;
const SIZES: PageSizes<Size> = { sizes: [3, 6, 30], defaultSize: 3 };

/** The search page's routes and a listing page's own path, as the router has them. */
const PATHS = [
  routePatterns.search,
  routePatterns.searchText,
  routePatterns.searchCategory,
  routePatterns.searchSubcategory,
  'CatTest',
].map((pattern) => `/${pattern}`);

type Hook = ReturnType<typeof useProductListParams<Size>>;

/** Renders the hook at `url`; `hook()` answers what it returned on the last render. */
function renderHookAt(url: string) {
  let latest: Hook | undefined;
  function Probe() {
    latest = useProductListParams(SIZES);
    return null;
  }
  const view = renderWithProviders(<Probe />, { url, paths: PATHS });
  const hook = () => {
    if (!latest) throw new Error('the hook did not render');
    return latest;
  };
  return { ...view, hook };
}

/** The state a URL gives, read by a fresh render: what a bookmark of that URL restores. */
function stateAt(url: string): ProductListState<Size> {
  return renderHookAt(url).hook().state;
}

describe('useProductListParams', () => {
  it('restores every filter, the page and the page size from a bookmarked URL', () => {
    const state = stateAt('/CatTest?q=%20mint%20&type=Disposable%20Vape&brand=Raz&flavor=Berry&page=4&size=30&show=1');
    expect(state).toEqual({
      q: 'mint',
      search: 'mint',
      productTypes: ['Disposable Vape'],
      brands: ['Raz'],
      flavors: ['Berry'],
      price: { min: null, max: null },
      inStock: false,
      onSale: false,
      sort: null,
      page: 4,
      pageSize: 30,
      section: 1,
      filtered: true,
      problem: null,
    });
  });

  it('restores several values of a facet, the price range in dollars, In stock, On sale and the sort', () => {
    const state = stateAt('/CatTest?brand=Raz&brand=Geek+Bar&min=10&max=24.5&stock=1&sale=1&sort=price-desc');
    expect(state).toMatchObject({
      brands: ['Raz', 'Geek Bar'],
      price: { min: 1000, max: 2450 },
      inStock: true,
      onSale: true,
      sort: 'PRICE_HIGH_TO_LOW',
      filtered: true,
      problem: null,
    });
  });

  it('names what in the URL cannot be used: an unknown sort, a negative, wordy or reversed price', () => {
    expect(stateAt('/CatTest?sort=cheapest').problem).toBe('There is no sort order “cheapest”.');
    expect(stateAt('/CatTest?min=-5').problem).toBe('A price cannot be negative.');
    expect(stateAt('/CatTest?max=ten').problem).toBe('A price is a number of dollars, such as 19.99.');
    expect(stateAt('/CatTest?min=30&max=20').problem).toBe(
      'The lowest price must not be above the highest: swap them, or leave one out.',
    );
  });

  it('starts at page 1 with the default size, and ignores a size the list does not offer or a page below 1', () => {
    expect(stateAt('/CatTest')).toMatchObject({ page: 1, pageSize: 3, section: 0, search: '', filtered: false });
    expect(stateAt('/CatTest?size=60&page=0')).toMatchObject({ page: 1, pageSize: 3 });
    expect(stateAt('/CatTest?size=abc&page=-2')).toMatchObject({ page: 1, pageSize: 3 });
  });

  it('writes each change into the URL, and the URL alone gives the same state back', () => {
    const { hook, url } = renderHookAt('/CatTest');
    act(() => hook().change({ brands: ['Raz', 'Zyn'], flavors: ['Mint'], search: 'ice', pageSize: 6 }));
    act(() => hook().change({ price: { min: 999, max: 2500 }, inStock: true, onSale: true, sort: 'NAME' }));
    act(() => hook().setPage(2));
    expect(url()).toBe(
      '/CatTest?q=ice&brand=Raz&brand=Zyn&flavor=Mint&size=6&min=9.99&max=25&stock=1&sale=1&sort=name&page=2',
    );
    const state = hook().state;
    expect(state).toMatchObject({ brands: ['Raz', 'Zyn'], flavors: ['Mint'], search: 'ice', pageSize: 6, page: 2 });
    expect(state).toMatchObject({ price: { min: 999, max: 2500 }, inStock: true, onSale: true, sort: 'NAME' });
    expect(stateAt(url())).toEqual(state);
  });

  it('goes back to page 1 when a facet, the search or the page size changes', () => {
    const { hook, url } = renderHookAt('/CatTest?flavor=Mint&page=4');
    act(() => hook().change({ brands: ['Raz'] }));
    expect(url()).toBe('/CatTest?flavor=Mint&brand=Raz');
    expect(hook().state.page).toBe(1);

    act(() => hook().setPage(3));
    act(() => hook().change({ search: 'ice' }));
    expect(url()).toBe('/CatTest?flavor=Mint&brand=Raz&q=ice');

    act(() => hook().setPage(3));
    act(() => hook().change({ pageSize: 30 }));
    expect(url()).toBe('/CatTest?flavor=Mint&brand=Raz&q=ice&size=30');
  });

  it('leaves defaults out of the URL: "All", an empty search, the default size, page 1 and section 0', () => {
    const { hook, url } = renderHookAt('/CatTest?brand=Raz&q=ice&size=30&page=2&show=1');
    act(() => hook().change({ brands: [], search: '', pageSize: 3 }));
    expect(url()).toBe('/CatTest?show=1');
    act(() => hook().change({ section: 0 }));
    expect(url()).toBe('/CatTest');
  });

  it('starts a new section with its filters over, and links to it by its query string', () => {
    const { hook, url } = renderHookAt('/CatTest?brand=Raz&q=ice&size=30&page=2');
    expect(hook().sectionSearch(1)).toBe('?size=30&show=1');
    expect(hook().sectionSearch(0)).toBe('?size=30');
    act(() => hook().change({ section: 1 }));
    expect(url()).toBe('/CatTest?size=30&show=1');
  });

  it('clears the filters and the search but keeps the page size and the sort', () => {
    const { hook, url } = renderHookAt(
      '/CatTest?type=Vape%20Kits&brand=Raz&flavor=Mint&q=ice&size=6&min=5&stock=1&sort=newest&page=2',
    );
    expect(hook().state.filtered).toBe(true);
    act(() => hook().clearFilters());
    expect(url()).toBe('/CatTest?size=6&sort=newest');
    expect(hook().state.filtered).toBe(false);
  });

  describe('the legacy /SearchProduct paths', () => {
    it('reads /SearchProduct/{category}/{subcategory}, with "&" for any category', () => {
      expect(stateAt(paths.search({ category: 'Vapes', subcategory: 'Geek Bar Pulse 25000' }))).toMatchObject({
        category: 'Vapes',
        subcategory: 'Geek Bar Pulse 25000',
        search: '',
      });
      expect(stateAt('/SearchProduct/&/Candies')).toMatchObject({ category: '&', subcategory: 'Candies' });
      const categoryOnly = stateAt('/searchproduct/glass?brand=Raz');
      expect(categoryOnly).toMatchObject({ category: 'glass', brands: ['Raz'] });
      expect(categoryOnly.subcategory).toBeUndefined();
    });

    it('reads /SearchProduct/search/{text} as the search, which the list’s own box replaces', () => {
      const fromPath = stateAt(paths.search({ text: 'raz mint' }));
      expect(fromPath).toMatchObject({ routeText: 'raz mint', q: null, search: 'raz mint', filtered: false });
      expect(fromPath.category).toBeUndefined();
      expect(stateAt('/SearchProduct/search/raz%20mint?q=geek+bar')).toMatchObject({ search: 'geek bar' });
    });

    it('keeps an emptied box as q= under a search path, so the path’s text does not come back', () => {
      const { hook, url } = renderHookAt('/SearchProduct/search/raz%20mint?q=geek');
      act(() => hook().change({ search: '' }));
      expect(url()).toBe('/SearchProduct/search/raz%20mint?q=');
      expect(hook().state).toMatchObject({ q: '', search: '', filtered: true });
      act(() => hook().clearFilters());
      expect(url()).toBe('/SearchProduct/search/raz%20mint');
      expect(hook().state.search).toBe('raz mint');
    });

    it('drops an empty q where there is no path text to clear', () => {
      expect(stateAt('/SearchProduct/Vapes?q=')).toMatchObject({ q: null, filtered: false });
    });
  });
});

describe('productSearchInput', () => {
  it('combines the page’s scope with the shopper’s filters, the page’s own product type first', () => {
    const state = stateAt('/CatTest?type=Vape%20Kits&brand=Raz&q=ice&page=2&size=6');
    expect(productSearchInput({ category: 'Vapes', productType: 'Disposable Vape' }, state)).toEqual({
      page: 2,
      pageSize: 6,
      category: 'Vapes',
      productType: 'Disposable Vape',
      brands: ['Raz'],
      search: 'ice',
    });
    expect(productSearchInput({}, state)).toEqual({
      page: 2,
      pageSize: 6,
      productTypes: ['Vape Kits'],
      brands: ['Raz'],
      search: 'ice',
    });
  });

  it('passes the price range in cents, In stock and the sort', () => {
    const state = stateAt('/CatTest?min=10&stock=1&sort=price-asc');
    expect(productSearchInput({}, state)).toEqual({
      page: 1,
      pageSize: 3,
      price: { min: 1000 },
      inStock: true,
      sort: 'PRICE_LOW_TO_HIGH',
    });
  });
});
