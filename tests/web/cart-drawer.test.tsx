import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useCartSlots } from '../../web/src/app/cart-slots';
import { RootLayout } from '../../web/src/app/root-layout';
import { Component as HomeRoute } from '../../web/src/app/routes/home.route';
import { ProductGrid } from '../../web/src/components/product-grid';
import { CartDrawer } from '../../web/src/features/cart';
import { AddToCartDocument } from '../../web/src/graphql/__generated__/graphql';
import { createCache } from '../../web/src/lib/apollo-client';
import { ADDRESS, addressesMock, meMock } from './account-fixtures';
import {
  EMPTY_CART,
  addToCartMock,
  cartMock,
  cartOf,
  cartProduct,
  cartRestrictionsMock,
  refusedIn,
  refusedMock,
  removeMock,
} from './cart-fixtures';
import { homePageMock, menuGroupsMock } from './fixtures';
import { renderWithProviders } from './render';
import { signUpOfferMock } from './promotion-fixtures';

const VAPE_1 = cartProduct(1, 'Product 1', 1999);
const VAPE_2 = cartProduct(2, 'Product 2', 2500);

/** Two product cards with ADD TO CART and the drawer, composed the way the route modules do it. */
function Shelf() {
  const { renderProductAction, drawer } = useCartSlots();
  return (
    <>
      <ProductGrid products={[VAPE_1, VAPE_2]} headingLevel={2} renderAction={renderProductAction} />
      {drawer}
    </>
  );
}

function renderShelf(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<Shelf />, { mocks: [cartMock(), meMock(null), ...mocks] });
}

const addButton = (name: string) => screen.getByRole('button', { name: `ADD TO CART for ${name}` });

describe('ADD TO CART and the cart drawer', () => {
  it('adds one from a home card, opens the drawer with the line, and the header count follows', async () => {
    render(
      <MockedProvider
        mocks={[
          menuGroupsMock(),
          meMock(null),
          homePageMock(),
          signUpOfferMock(),
          cartMock(EMPTY_CART),
          // A guest's first add creates a cart with a new id: the header must follow it.
          addToCartMock('1', cartOf([{ product: VAPE_1, quantity: 1 }], { id: 'guest-cart' })),
        ]}
        cache={createCache()}
      >
        <MemoryRouter useTransitions={false}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route index element={<HomeRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByRole('link', { name: 'Cart, 0 items' });
    await userEvent.click(await screen.findByRole('button', { name: 'ADD TO CART for Product 1' }));

    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    const line = within(drawer).getByRole('listitem');
    // The line's name leads to the product's page.
    expect(within(line).getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/products/vape-1');
    expect(line.textContent).toContain('Qty: 1');
    expect(line.textContent).toContain('$19.99');
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/media/products/p-1.svg');
    expect(within(drawer).getByRole('link', { name: 'CHECKOUT' }).getAttribute('href')).toBe('/CartList');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('shows progress on the button while the add runs, then opens the drawer', async () => {
    renderShelf([addToCartMock('2', cartOf([{ product: VAPE_2, quantity: 1 }]), 40)]);
    await userEvent.click(addButton('Product 2'));
    const busy = screen.getByRole('button', { name: 'Adding... for Product 2' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(addButton('Product 2').getAttribute('aria-disabled')).toBe('false');
  });

  it("shows the server's refusal under the button and leaves the drawer closed", async () => {
    renderShelf([
      refusedMock(
        { query: AddToCartDocument, variables: { productId: '1', quantity: 1 } },
        'At most 99 of one product fit in a cart.',
      ),
    ]);
    await userEvent.click(addButton('Product 1'));
    expect((await screen.findByRole('alert')).textContent).toBe('At most 99 of one product fit in a cart.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the ADD TO CART button', async () => {
    renderShelf([addToCartMock('1', cartOf([{ product: VAPE_1, quantity: 1 }]))]);
    await userEvent.click(addButton('Product 1'));
    await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close cart' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(addButton('Product 1'));
  });

  it('closes with ✕ and with a click on the overlay', async () => {
    const one = cartOf([{ product: VAPE_1, quantity: 1 }]);
    renderShelf([
      addToCartMock('1', one),
      addToCartMock(
        '2',
        cartOf([
          { product: VAPE_1, quantity: 1 },
          { product: VAPE_2, quantity: 1 },
        ]),
      ),
    ]);
    await userEvent.click(addButton('Product 1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(addButton('Product 2'));
    await screen.findByRole('dialog', { name: 'Your Cart' });
    await userEvent.click(document.querySelector('.cart-drawer__overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open drawer and makes the page behind inert', async () => {
    renderShelf([addToCartMock('1', cartOf([{ product: VAPE_1, quantity: 1 }]))]);
    await userEvent.click(addButton('Product 1'));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    const close = within(drawer).getByRole('button', { name: 'Close cart' });
    await userEvent.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'Product 1' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Remove Product 1' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'CHECKOUT' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'CHECKOUT' }));
    const page = addButton('Product 1').closest('body > *') as HTMLElement;
    expect(page.inert).toBe(true);
  });
});

describe('CartDrawer content', () => {
  // A guest unless told: the drawer asks who is signed in, to know where the cart is going.
  function renderOpenDrawer(mocks: MockLink.MockedResponse[], me = meMock(null)) {
    return renderWithProviders(<CartDrawer open onClose={() => undefined} />, { mocks: [me, ...mocks] });
  }

  it('says "Your cart is empty." for an empty cart', async () => {
    renderOpenDrawer([cartMock(EMPTY_CART)]);
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(await within(drawer).findByText('Your cart is empty.')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'CHECKOUT' })).toBeNull();
  });

  it('asks for the missing amount the server computed, with the subtotal', async () => {
    renderOpenDrawer([cartMock(cartOf([{ product: VAPE_1, quantity: 2 }]))]);
    expect(await screen.findByText('Spend $50.01 more for free shipping.')).toBeTruthy();
    const drawer = screen.getByRole('dialog');
    expect(drawer.textContent).toContain('Subtotal$39.98');
  });

  it('says "You are eligible for free shipping!" once the server says nothing is missing', async () => {
    renderOpenDrawer([cartMock(cartOf([{ product: cartProduct(3, 'Kit', 4500), quantity: 2 }]))]);
    expect(await screen.findByText('You are eligible for free shipping!')).toBeTruthy();
  });

  it("marks the line the signed-in customer's default address cannot receive", async () => {
    const buffalo = { ...ADDRESS, city: 'Buffalo', state: 'NY', stateName: 'New York', zipcode: '14201' };
    renderOpenDrawer(
      [
        cartMock(
          cartOf([
            { product: VAPE_1, quantity: 1 },
            { product: VAPE_2, quantity: 1 },
          ]),
        ),
        addressesMock([buffalo]),
        cartRestrictionsMock(
          [VAPE_1, VAPE_2],
          [refusedIn('NY', ['1'], 'vape products cannot be shipped to New York (state law)')],
        ),
      ],
      meMock(),
    );
    const warning = await screen.findByText(/Cannot ship/);
    expect(warning.textContent).toBe(
      '⚠ Cannot ship: vape products cannot be shipped to New York (state law). Remove it to check out.',
    );
    expect(within(warning.closest('li')!).getByRole('link').textContent).toBe('Product 1');
    expect(screen.getAllByText(/Cannot ship/)).toHaveLength(1);
  });

  it('removes a line with Remove, showing progress, down to the empty text', async () => {
    renderOpenDrawer([cartMock(cartOf([{ product: VAPE_1, quantity: 1 }]), false), removeMock('1', EMPTY_CART)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Product 1' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    // Focus stays in the drawer when the focused line goes away.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  });
});
