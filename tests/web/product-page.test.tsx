import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as ProductRoute } from '../../web/src/app/routes/product.route';
import { ProductGrid } from '../../web/src/components/product-grid';
import { specRows } from '../../web/src/features/catalog/product/product-specs';
import {
  AddToCartDocument,
  ProductPageDocument,
  type ProductPageQuery,
} from '../../web/src/graphql/__generated__/graphql';
import { meMock } from './account-fixtures';
import { cartMock, cartOf, cartProduct } from './cart-fixtures';
import { product as cardProduct } from './fixtures';
import { renderWithProviders } from './render';

type PageProduct = NonNullable<ProductPageQuery['product']>;

const SLUG = 'geek-bar-pulse-25000-blue-razz-ice-50mg';

function pageProduct(overrides: Partial<PageProduct> = {}): PageProduct {
  const image = '/media/products/p-7.svg';
  return {
    __typename: 'Product',
    id: '7',
    slug: SLUG,
    name: 'Geek Bar Pulse 25000 Blue Razz Ice',
    price: 1999,
    compareAtPrice: null,
    savingPercent: null,
    image,
    category: 'Vapes',
    subcategory: 'Geek Bar Pulse 25000',
    brand: 'Geek Bar',
    flavor: 'Blue razz',
    productType: 'Disposable Vape',
    puffs: 25000,
    nicotineMg: 50,
    description: 'The Geek Bar Pulse 25000 delivers up to 25,000 puffs of Blue Razz Ice at 50 mg nicotine.',
    stock: 120,
    availability: 'IN_STOCK',
    gallery: [
      { url: image, alt: 'Geek Bar Pulse 25000 Blue Razz Ice' },
      { url: `${image}?view=pack`, alt: 'Geek Bar Pulse 25000 Blue Razz Ice, in its pack' },
      { url: `${image}?view=flavor`, alt: 'Blue razz flavour of Geek Bar Pulse 25000 Blue Razz Ice' },
    ].map((picture) => ({ __typename: 'ProductImage' as const, width: 400, height: 400, ...picture })),
    restrictedStates: [
      { stateCode: 'NY', stateName: 'New York', kind: 'no-vape-shipping', description: 'delivery to consumers banned' },
      { stateCode: 'MA', stateName: 'Massachusetts', kind: 'flavor-ban', description: 'flavored vape products banned' },
      { stateCode: 'NY', stateName: 'New York', kind: 'flavor-ban', description: 'flavored vape products banned' },
    ].map((rule) => ({ __typename: 'ShippingRestriction' as const, ...rule })),
    related: [cardProduct(21, 'Geek Bar Pulse 25000 Cool Mint'), cardProduct(22, 'Geek Bar Pulse 25000 Grape')],
    ...overrides,
  } as PageProduct;
}

function pageMock(product: PageProduct | null, slug = SLUG): MockLink.MockedResponse {
  return {
    request: { query: ProductPageDocument, variables: { slug } },
    result: { data: { product } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPage(mocks: MockLink.MockedResponse[], slug = SLUG) {
  return renderWithProviders(<ProductRoute />, {
    url: `/products/${slug}`,
    paths: ['/products/:slug'],
    // A guest: the cart drawer that opens asks who is signed in.
    mocks: [cartMock(), meMock(null), ...mocks],
  });
}

const mainPicture = () =>
  within(screen.getByRole('region', { name: /^Pictures of/ }))
    .getAllByRole('img')
    .find((img) => !img.closest('[role="tab"]'))!;

describe('the product page', () => {
  it('shows the name, brand, price, stock, specifications, description and breadcrumb', async () => {
    renderPage([pageMock(pageProduct())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geek Bar Pulse 25000 Blue Razz Ice' })).toBeTruthy();
    expect(document.title).toBe('Geek Bar Pulse 25000 Blue Razz Ice | ESI Vape & Smoke Shop');
    expect(screen.getByRole('link', { name: 'Geek Bar' }).getAttribute('href')).toBe(
      '/SearchProduct/?brand=Geek%20Bar',
    );
    expect(screen.getByText('$19.99', { selector: '.product-page__price' })).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText(/delivers up to 25,000 puffs/)).toBeTruthy();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Vapes' }).getAttribute('href')).toBe('/SearchProduct/Vapes');
    expect(crumbs.getByRole('link', { name: 'Geek Bar Pulse 25000' }).getAttribute('href')).toBe(
      '/SearchProduct/Vapes/Geek%20Bar%20Pulse%2025000',
    );

    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Brand', 'Geek Bar'],
      ['Flavour', 'Blue razz'],
      ['Nicotine strength', '50 mg'],
      ['Puffs', '25,000'],
      ['Product type', 'Disposable Vape'],
      ['Category', 'Vapes › Geek Bar Pulse 25000'],
    ]);
  });

  it('leaves out the rows a product has no value for, and reads a size from the name', () => {
    const bong = {
      ...pageProduct(),
      name: 'Grav Labs 8 in Recycler Bong',
      flavor: null,
      puffs: null,
      nicotineMg: null,
    };
    expect(specRows({ ...bong, productType: null, subcategory: 'Bongs', category: 'Pipes & Glass' })).toEqual([
      ['Brand', 'Geek Bar'],
      ['Size', '8 in'],
      ['Category', 'Pipes & Glass › Bongs'],
    ]);
    expect(specRows({ ...bong, name: 'Juicy Mango 60 mL' })).toContainEqual(['Capacity', '60 mL']);
  });

  it('says "Only N left" under 10 units, and lets the stepper go no higher', async () => {
    renderPage([pageMock(pageProduct({ stock: 3, availability: 'LOW_STOCK' }))]);
    expect(await screen.findByText('Only 3 left')).toBeTruthy();
    const plus = screen.getByRole('button', { name: /^Increase quantity/ });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(within(screen.getByRole('group', { name: /^Quantity of/ })).getByText('3')).toBeTruthy();
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'ADD TO CART for Geek Bar Pulse 25000 Blue Razz Ice' });
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('says "Out of stock" and disables ADD TO CART', async () => {
    renderPage([pageMock(pageProduct({ stock: 0, availability: 'OUT_OF_STOCK' }))]);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText('In stock')).toBeNull();
    const add = screen.getByRole('button', { name: 'ADD TO CART for Geek Bar Pulse 25000 Blue Razz Ice' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds the chosen quantity to the cart and opens the cart drawer', async () => {
    const added = cartOf([
      { product: { ...cartProduct(7, 'Geek Bar Pulse 25000 Blue Razz Ice'), slug: SLUG }, quantity: 2 },
    ]);
    renderPage([
      pageMock(pageProduct()),
      {
        request: { query: AddToCartDocument, variables: { productId: '7', quantity: 2 } },
        result: { data: { addToCart: added } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /^Increase quantity/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART for Geek Bar Pulse 25000 Blue Razz Ice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).getByText(/Qty: 2/)).toBeTruthy();
  });

  it('switches the main picture from the thumbnails by click, arrow keys, Home and End', async () => {
    renderPage([pageMock(pageProduct())]);
    const thumbs = await screen.findAllByRole('tab');
    expect(thumbs).toHaveLength(3);
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg');
    expect(mainPicture().getAttribute('width')).toBe('400');
    expect(mainPicture().getAttribute('height')).toBe('400');
    // The page's largest paint: fetched first and never lazily; the thumbnails wait.
    expect(mainPicture().getAttribute('fetchpriority')).toBe('high');
    expect(mainPicture().getAttribute('loading')).toBeNull();
    expect(thumbs.map((tab) => tab.querySelector('img')!.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);

    await userEvent.click(thumbs[1]!);
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=pack');
    expect(mainPicture().getAttribute('alt')).toBe('Geek Bar Pulse 25000 Blue Razz Ice, in its pack');
    expect(thumbs[1]!.getAttribute('aria-selected')).toBe('true');

    await userEvent.keyboard('{ArrowRight}');
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=flavor');
    expect(document.activeElement).toBe(thumbs[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg');
    await userEvent.keyboard('{End}');
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=flavor');
    await userEvent.keyboard('{ArrowLeft}');
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=pack');
    // Only the chosen thumbnail is in the tab order.
    expect(thumbs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('moves to the next or previous picture with a swipe on the main picture', async () => {
    // jsdom has no PointerEvent: a MouseEvent carries the same clientX.
    if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });
    renderPage([pageMock(pageProduct())]);
    await screen.findAllByRole('tab');
    const main = mainPicture().parentElement!;
    fireEvent.pointerDown(main, { clientX: 300 });
    fireEvent.pointerUp(main, { clientX: 200 });
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=pack');
    fireEvent.pointerDown(main, { clientX: 100 });
    fireEvent.pointerUp(main, { clientX: 110 });
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg?view=pack');
    fireEvent.pointerDown(main, { clientX: 100 });
    fireEvent.pointerUp(main, { clientX: 220 });
    expect(mainPicture().getAttribute('src')).toBe('/media/products/p-7.svg');
  });

  it('lists the states it cannot be shipped to, one line per state', async () => {
    renderPage([pageMock(pageProduct())]);
    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    expect(
      within(shipping)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Massachusetts: flavored vape products banned',
      'New York: delivery to consumers banned; flavored vape products banned',
    ]);
  });

  it('says it ships everywhere when no rule bars it', async () => {
    renderPage([pageMock(pageProduct({ restrictedStates: [] }))]);
    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('We ship this product to every US state.')).toBeTruthy();
  });

  it('shows related products, each card linking to its own page', async () => {
    renderPage([pageMock(pageProduct())]);
    const related = within(await screen.findByRole('list', { name: 'Related products' }));
    const links = related.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Geek Bar Pulse 25000 Cool Mint', '/products/product-21'],
      ['Geek Bar Pulse 25000 Grape', '/products/product-22'],
    ]);
    expect(related.getByRole('button', { name: 'ADD TO CART for Geek Bar Pulse 25000 Grape' })).toBeTruthy();
  });

  it('shows the not-found page for a slug that names no product', async () => {
    renderPage([pageMock(null, 'nothing-here')], 'nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('product cards', () => {
  it('lead to the product page from the name, with the picture one click target and no extra tab stop', () => {
    renderWithProviders(<ProductGrid products={[cardProduct(5, 'Vape Five')]} headingLevel={2} />);
    const link = screen.getByRole('link', { name: 'Vape Five' });
    expect(link.getAttribute('href')).toBe('/products/product-5');
    const picture = link.closest('article')!.querySelector('img')!.closest('a')!;
    expect(picture.getAttribute('href')).toBe('/products/product-5');
    expect(picture.getAttribute('tabindex')).toBe('-1');
  });
});
