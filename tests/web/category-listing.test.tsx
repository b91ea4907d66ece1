import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardProduct } from '../../web/src/components/product-card';
import { CategoryListingPage } from '../../web/src/features/listing/category-listing-page';
import { LISTINGS, type ListingConfig, listingFor } from '../../web/src/features/listing/listing-config';
import type { ProductSearchInput } from '../../web/src/graphql/__generated__/graphql';
import { searchProductsMock } from './fixtures';
import { renderWithProviders } from './render';

/** A listing over the fixtures' 70 vapes (fixtures.ts), as the config table would give one. */
const VAPES: ListingConfig = {
  path: '/CatTest',
  title: 'Test Vapes',
  breadcrumb: 'Test Vapes',
  intro: 'Vapes for the tests.',
  sections: [{ label: 'Vapes', scope: { category: 'Vapes' } }],
};

function renderListing(url = '/CatTest', listing: ListingConfig = VAPES, seen: ProductSearchInput[] = []) {
  const onAction = jest.fn();
  const view = renderWithProviders(
    <CategoryListingPage
      listing={listing}
      renderProductAction={(product: CardProduct) => (
        <button type="button" onClick={() => onAction(product.id)}>
          ADD TO CART
        </button>
      )}
      drawer={<aside aria-label="Cart drawer" />}
    />,
    { url, mocks: [searchProductsMock(seen)] },
  );
  return { ...view, onAction };
}

const options = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (option) => option.textContent);
const value = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const cards = () => within(screen.getByRole('region', { name: 'Products' })).queryAllByRole('heading', { level: 3 });

describe('category listing layout', () => {
  it('shows the breadcrumb from Home, the heading, the item count and 3 products of the API a page', async () => {
    const seen: ProductSearchInput[] = [];
    renderListing('/CatTest', VAPES, seen);
    expect(await screen.findByRole('heading', { level: 2, name: '70 Items' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Test Vapes');
    expect(document.title).toBe('Test Vapes | ESI Vape & Smoke Shop');
    expect(seen[0]).toEqual({ page: 1, pageSize: 3, category: 'Vapes' });
    expect(cards()).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'ADD TO CART' })).toHaveLength(3);
    expect(screen.getByRole('complementary', { name: 'Cart drawer' })).toBeTruthy();
  });

  it('starts each filter at "Select a filter" and lists "name (count)"; Results offers 3, 6, 30 and 50', async () => {
    renderListing();
    await screen.findByText('70 Items');
    expect(options('BRANDS')).toEqual(['Select a filter', 'Geek Bar (24)', 'Lost Mary (23)', 'Raz (23)']);
    expect(options('FLAVOR')).toEqual(['Select a filter', 'Berry (35)', 'Mint (35)']);
    expect(options('PRODUCT TYPES')).toEqual(['Select a filter', 'Disposable Vape (56)', 'Vape Kits (14)']);
    expect(options('Results')).toEqual(['3', '6', '30', '50']);
    expect(value('Results')).toBe('3');
    expect(value('BRANDS')).toBe('');
  });

  it('narrows by a filter, keeps it in the URL and starts again at page 1', async () => {
    const seen: ProductSearchInput[] = [];
    const { url } = renderListing('/CatTest?page=2', VAPES, seen);
    await screen.findByText('70 Items');
    await userEvent.selectOptions(screen.getByLabelText('BRANDS'), 'Raz');
    expect(url()).toBe('/CatTest?brand=Raz');
    await screen.findByText('23 Items');
    expect(seen.at(-1)).toEqual({ page: 1, pageSize: 3, category: 'Vapes', brands: ['Raz'] });

    await userEvent.type(screen.getByLabelText('Search'), '  mint {Enter}');
    expect(url()).toBe('/CatTest?brand=Raz&q=mint');
    await screen.findByText('12 Items');
    await userEvent.click(button('Clear filters'));
    expect(url()).toBe('/CatTest');
    await screen.findByText('70 Items');
  });

  it('pages with Prev and Next: "page / total pages", Prev disabled on page 1 and Next on the last', async () => {
    const { url } = renderListing();
    await screen.findByText('70 Items');
    const status = () => screen.getByRole('navigation', { name: 'Pages' }).textContent;
    expect(status()).toContain('1 / 24');
    expect(button('Prev').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);

    await userEvent.click(button('Next'));
    expect(url()).toBe('/CatTest?page=2');
    await screen.findByText('2 / 24');
    expect(button('Prev').disabled).toBe(false);

    await userEvent.click(button('Prev'));
    await screen.findByText('1 / 24');
    expect(url()).toBe('/CatTest');
  });

  it('disables Next on the last page', async () => {
    renderListing('/CatTest?page=24');
    await screen.findByText('24 / 24');
    expect(button('Next').disabled).toBe(true);
    expect(cards()).toHaveLength(1);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { url } = renderListing('/CatTest?page=5');
    await screen.findByText('5 / 24');
    await userEvent.selectOptions(screen.getByLabelText('Results'), '30');
    expect(url()).toBe('/CatTest?size=30');
    await screen.findByText('1 / 3');
    expect(cards()).toHaveLength(30);
  });

  it('says "No product found" when nothing matches, without a pager', async () => {
    renderListing('/CatTest?q=nothing%20like%20this');
    expect(await screen.findByText('No product found')).toBeTruthy();
    expect(screen.getByText('0 Items')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers only the page’s own product type when the page is one type', async () => {
    const disposables: ListingConfig = {
      ...VAPES,
      sections: [{ label: 'Disposables', scope: { category: 'Vapes', productType: 'Disposable Vape' } }],
    };
    const seen: ProductSearchInput[] = [];
    renderListing('/CatTest', disposables, seen);
    await screen.findByText('56 Items');
    expect(options('PRODUCT TYPES')).toEqual(['Select a filter', 'Disposable Vape (56)']);
    expect(seen[0]).toMatchObject({ productType: 'Disposable Vape' });
  });

  it('switches between the sections of a page with two categories, starting their filters over', async () => {
    const two: ListingConfig = {
      ...VAPES,
      sections: [
        { label: 'Geek Bar line', scope: { category: 'Vapes', subcategory: 'Geek Bar Pulse 25000' } },
        { label: 'Raz line', scope: { category: 'Vapes', subcategory: 'Raz TN9000' } },
      ],
    };
    const { url } = renderListing('/CatTest?flavor=Mint', two);
    await screen.findByText('20 Items');
    const sections = screen.getByRole('navigation', { name: 'Test Vapes categories' });
    expect(within(sections).getByRole('link', { name: 'Geek Bar line' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(sections).getByRole('link', { name: 'Raz line' }));
    expect(url()).toBe('/CatTest?show=1');
    await screen.findByText('30 Items');
    expect(value('FLAVOR')).toBe('');
  });
});

describe('listing config', () => {
  it('has one page per path, found without regard to case, each starting at 3 a page unless it says otherwise', () => {
    expect(new Set(LISTINGS.map((listing) => listing.path.toLowerCase())).size).toBe(LISTINGS.length);
    expect(listingFor('/catdisposables')?.title).toBe('Disposable Vapes');
    expect(listingFor('/KnivesandHats/')?.sections.map((section) => section.scope.category)).toEqual([
      'Knives',
      'Hats',
    ]);
    expect(listingFor('/Nowhere')).toBeUndefined();
  });
});
