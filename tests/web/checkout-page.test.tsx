import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as CheckoutRoute } from '../../web/src/app/routes/checkout.route';
import {
  CartRestrictionsDocument,
  type PlaceOrderInput,
  PlaceOrderDocument,
  ShippingAddressesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { createCache } from '../../web/src/lib/apollo-client';
import { CHECKOUT_DRAFT_KEY } from '../../web/src/lib/checkout-draft';
import { ADDRESS, inputErrors, meMock } from './account-fixtures';
import { EMPTY_CART, US_STATES, cartMock, cartOf, cartProduct, orderOf } from './cart-fixtures';
import { renderWithProviders } from './render';

const VAPE = cartProduct(1, 'Geek Bar Pulse', 1999);
const JUICE = cartProduct(2, 'Mango Ice Juice', 1599);
const CART = cartOf([
  { product: VAPE, quantity: 2 },
  { product: JUICE, quantity: 1 },
]);
const NO_LAST_NAME = { ...ADDRESS, id: 'a-2', lastName: ' ', address: '9 Hidden St', isDefault: false };

function addressesMock(addresses = [ADDRESS, NO_LAST_NAME]): MockLink.MockedResponse {
  return {
    request: { query: ShippingAddressesDocument },
    result: { data: { shippingAddresses: addresses, addressBookLimit: 20, usStates: US_STATES } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The lines New York refuses; every other state takes the whole cart. */
function restrictionsMock(): MockLink.MockedResponse {
  return {
    request: { query: CartRestrictionsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => ({
      data: {
        cartRestrictions:
          variables.state === 'NY'
            ? [
                {
                  __typename: 'RestrictedCartLine',
                  productId: '2',
                  productName: 'Mango Ice Juice',
                  reason: 'New York bans flavored vape products',
                },
              ]
            : [],
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Answer = { data: Record<string, unknown> } | { error: Error };

/** Answers placeOrder with each answer in turn, recording the input of every request, failed or not. */
function placeOrderMock(seen: PlaceOrderInput[], ...answers: Answer[]): MockLink.MockedResponse[] {
  return answers.map((answer) => ({
    request: {
      query: PlaceOrderDocument,
      // MockLink asks the first unused mock only, once per request: a fair place to record it.
      variables: (variables: Record<string, unknown>) => {
        seen.push(variables.input as PlaceOrderInput);
        return true;
      },
    },
    delay: 20,
    ...('error' in answer ? { error: answer.error } : { result: { data: answer.data } }),
  }));
}

const placed = (orderNumber: string) => ({
  placeOrder: { __typename: 'OrderPlaced', order: orderOf(orderNumber, [{ product: VAPE, quantity: 2 }]) },
});

function renderCheckout(mocks: MockLink.MockedResponse[], { cart = CART } = {}) {
  return renderWithProviders(<CheckoutRoute />, {
    url: '/CheckoutPage',
    paths: ['/CheckoutPage', '/app/Login'],
    mocks: [meMock(), addressesMock(), cartMock(cart, false), cartMock(EMPTY_CART), restrictionsMock(), ...mocks],
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', { name: /Continue to shipping|Placing your order/ }) as HTMLButtonElement;

async function fillNewAddress() {
  await userEvent.type(field('First Name'), ' Grace ');
  await userEvent.type(field('Last Name'), 'Hopper');
  await userEvent.type(field('Address'), '1 Navy Rd');
  await userEvent.type(field('City'), 'Arlington');
  await userEvent.selectOptions(field('State'), 'Arizona');
  await userEvent.type(field('ZIP Code'), '85001');
}

beforeEach(() => sessionStorage.clear());

describe('Checkout page (/CheckoutPage)', () => {
  it('sends a guest to log in, to come back to checkout', async () => {
    let at = '';
    function LoginProbe() {
      const location = useLocation();
      at = location.pathname + location.search;
      return <p>Login page</p>;
    }
    render(
      <MockedProvider mocks={[meMock(null), cartMock(CART)]} cache={createCache()}>
        <MemoryRouter initialEntries={['/CheckoutPage']}>
          <Routes>
            <Route path="/CheckoutPage" element={<CheckoutRoute />} />
            <Route path="/app/Login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByText('Login page');
    expect(at).toBe('/app/Login?next=%2FCheckoutPage');
  });

  it('shows "Loading..." and then the form, the cart summary and the link back to the cart', async () => {
    renderCheckout([]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Your Order' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Vapes', 'Geek Bar Pulse', '2', '$39.98'],
      ['Vapes', 'Mango Ice Juice', '1', '$15.99'],
    ]);
    expect(within(summary).getByText('Total', { selector: 'dt' }).parentElement?.textContent).toBe('Total$63.96');
    expect(screen.getByRole('link', { name: 'Return to cart' }).getAttribute('href')).toBe('/CartList');
    expect((screen.getByLabelText('State') as HTMLSelectElement).options[0]?.textContent).toBe('Select State');
  });

  it('says "No items in the cart." when the cart is empty', async () => {
    renderCheckout([], { cart: EMPTY_CART });
    expect(await screen.findByText('No items in the cart.')).toBeTruthy();
  });

  it('marks every empty field "This field is required" and sends nothing', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100001') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await userEvent.type(field('City'), 'Phoenix');
    await userEvent.click(submit());
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('First Name'));
    expect(seen).toEqual([]);
  });

  it('starts from the address typed on the cart page', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ firstName: 'Grace', address: '1 Navy Rd', state: 'AZ' }),
    );
    renderCheckout([]);
    expect(((await screen.findByLabelText('First Name')) as HTMLInputElement).value).toBe('Grace');
    expect(field('Address').value).toBe('1 Navy Rd');
    expect(field('State').value).toBe('AZ');
  });

  it('offers only complete saved addresses; choosing one fills the form and orders to that address', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100007') }));
    const saved = (await screen.findByLabelText('Saved addresses')) as HTMLSelectElement;
    expect(Array.from(saved.options, (o) => o.textContent)).toEqual([
      'Select Shipping Address',
      'Ada Lovelace, 12 Analytical Way, Phoenix, AZ 85001',
    ]);
    await userEvent.selectOptions(saved, 'a-1');
    expect(
      [field('First Name'), field('Last Name'), field('Address'), field('City'), field('ZIP Code')].map((f) => f.value),
    ).toEqual(['Ada', 'Lovelace', '12 Analytical Way', 'Phoenix', '85001']);
    expect(field('State').value).toBe('AZ');

    await userEvent.click(submit());
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ idempotencyKey: expect.any(String), shippingAddressId: 'a-1' });
  });

  it('places the order to a new address and shows the success dialog; the cart then reads empty', async () => {
    const seen: PlaceOrderInput[] = [];
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ firstName: 'x' }));
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100042') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await userEvent.clear(field('First Name'));
    await fillNewAddress();
    await userEvent.click(submit());
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Placing your order...');

    const dialog = await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(dialog.textContent).toContain('ESI-100042');
    expect(within(dialog).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(within(dialog).getByRole('link', { name: 'View Orders' }).getAttribute('href')).toBe('/app/dashboard/');
    expect(seen[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      address: {
        firstName: 'Grace',
        lastName: 'Hopper',
        address: '1 Navy Rd',
        city: 'Arlington',
        state: 'AZ',
        zipcode: '85001',
      },
    });
    expect(await screen.findByText('No items in the cart.')).toBeTruthy();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('shows a state refusal as "❌ Order failed: " with a link to the shipping restrictions', async () => {
    const message = 'We cannot ship this item to New York: Mango Ice Juice — New York bans flavored vape products.';
    renderCheckout(
      placeOrderMock([], {
        data: { placeOrder: inputErrors({ field: 'state', code: 'SHIPPING_RESTRICTED', message }) },
      }),
    );
    await screen.findByRole('region', { name: 'Your Order' });
    await fillNewAddress();
    await userEvent.selectOptions(field('State'), 'New York');
    await userEvent.click(submit());
    const alert = await screen.findByText(`❌ Order failed: ${message}`, { exact: false });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See shipping restrictions' }).getAttribute('href')).toBe(
      '/ShippingRestrictions',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Said once, in the alert: not again under the State field.
    expect(field('State').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a field refusal of the server under its field', async () => {
    renderCheckout(
      placeOrderMock([], {
        data: {
          placeOrder: inputErrors({
            field: 'zipcode',
            code: 'INVALID_ZIP',
            message: 'Please enter a 5-digit ZIP code.',
          }),
        },
      }),
    );
    await screen.findByRole('region', { name: 'Your Order' });
    await fillNewAddress();
    await userEvent.click(submit());
    expect(await screen.findByText('❌ Order failed: Please enter a 5-digit ZIP code.')).toBeTruthy();
    expect(field('ZIP Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('says "Server error" when the request fails, and a retry reuses the same idempotency key', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { error: new Error('socket hang up') }, { data: placed('ESI-100050') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await fillNewAddress();
    await userEvent.click(submit());
    expect(await screen.findByText('❌ Order failed: Server error')).toBeTruthy();

    await userEvent.click(submit());
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
  });

  it('warns about the lines the chosen state does not allow, before anything is sent', async () => {
    renderCheckout([]);
    await screen.findByRole('region', { name: 'Your Order' });
    await userEvent.selectOptions(field('State'), 'New York');
    const warning = (await screen.findByText(/We cannot ship this item to New York/)).parentElement as HTMLElement;
    expect(warning.textContent).toContain('Mango Ice Juice — New York bans flavored vape products');
    expect(within(warning).getByRole('link', { name: 'See our shipping restrictions' }).getAttribute('href')).toBe(
      '/ShippingRestrictions',
    );
    await userEvent.selectOptions(field('State'), 'Arizona');
    await waitFor(() => expect(screen.queryByText(/We cannot ship/)).toBeNull());
  });
});
