import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as CartListRoute } from '../../web/src/app/routes/cart-list.route';
import {
  type CartRestrictionsQueryVariables,
  SetCartQuantityDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { CHECKOUT_DRAFT_KEY } from '../../web/src/lib/checkout-draft';
import {
  CA_EXCISE_TAX,
  EMPTY_CART,
  cartMock,
  cartOf,
  cartProduct,
  cartRestrictionsMock,
  exciseTaxMock,
  limitedIn,
  refusedIn,
  refusedMock,
  removeMock,
  setQuantityMock,
  usStatesMock,
} from './cart-fixtures';
import { meMock } from './account-fixtures';
import { renderWithProviders } from './render';
import type { MockLink } from '@apollo/client/testing';

const VAPE = cartProduct(1, 'Geek Bar Pulse', 1999);
const KIT = cartProduct(2, 'Vape Kit Pro', 4999);

/** New York refuses the Geek Bar; every other state takes the whole cart. */
const NEW_YORK = refusedIn('NY', ['1'], 'vape products cannot be shipped to New York (state law)');
const VIRGINIA = limitedIn('VA', 'Virginia', 2, 'at most 2 packages of nicotine vapor products per sale');

function renderCart(mocks: MockLink.MockedResponse[], url = '/CartList') {
  return renderWithProviders(<CartListRoute />, {
    url,
    paths: ['/CartList', '/CheckoutPage'],
    // A test's own mocks first: MockLink answers with the first that matches.
    mocks: [...mocks, usStatesMock(), meMock(null), cartRestrictionsMock([VAPE, KIT], [NEW_YORK])],
  });
}

const lineOf = (name: string) => screen.getByText(name, { selector: 'a' }).closest('li') as HTMLElement;
const findLine = async (name: string) =>
  (await screen.findByText(name, { selector: 'a' })).closest('li') as HTMLElement;
const minus = (name: string) =>
  screen.getByRole('button', { name: `Decrease quantity of ${name}` }) as HTMLButtonElement;
const plus = (name: string) =>
  screen.getByRole('button', { name: `Increase quantity of ${name}` }) as HTMLButtonElement;
const quantityOf = (name: string) => lineOf(name).querySelector('output')?.textContent;
const checkout = () => screen.getByRole('button', { name: 'CHECKOUT' }) as HTMLButtonElement;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('Cart page (/CartList)', () => {
  it('shows "YOUR CART IS EMPTY" and a link to /SearchProduct/Vapes for an empty cart', async () => {
    renderCart([cartMock(EMPTY_CART)]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('YOUR CART IS EMPTY');
    expect(screen.getByRole('link', { name: 'Shop Vapes' }).getAttribute('href')).toBe('/SearchProduct/Vapes');
  });

  it('lists each line with its price, quantity and line total, and the server totals', async () => {
    renderCart([
      cartMock(
        cartOf(
          [
            { product: VAPE, quantity: 2 },
            { product: KIT, quantity: 1 },
          ],
          { firstPurchase: true },
        ),
      ),
    ]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    expect(screen.getByRole('link', { name: 'Geek Bar Pulse' }).getAttribute('href')).toMatch(/^\/products\/vape-\d+$/);
    expect(lineOf('Geek Bar Pulse').textContent).toContain('$19.99 each');
    expect(lineOf('Geek Bar Pulse').textContent).toContain('$39.98');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const row = (label: string) => within(summary).getByText(label).parentElement?.textContent;
    expect(row('Subtotal')).toBe('Subtotal$89.97');
    expect(row('First purchase')).toBe('First purchase−$10.00');
    expect(row('Shipping')).toBe('Shipping$7.99');
    expect(row('Total')).toBe('Total$87.96');
    expect(within(summary).getByText('Spend $0.02 more for free shipping.')).toBeTruthy();
  });

  it('shows "Free" shipping and no discount line when the server says so', async () => {
    renderCart([cartMock(cartOf([{ product: KIT, quantity: 2 }]))]);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Shipping').parentElement?.textContent).toBe('ShippingFree');
    expect(within(summary).queryByText('First purchase')).toBeNull();
    expect(within(summary).getByText('You are eligible for free shipping!')).toBeTruthy();
  });

  it('disables minus at 1, and plus asks the server for one more', async () => {
    renderCart([
      cartMock(cartOf([{ product: VAPE, quantity: 1 }])),
      setQuantityMock('1', 2, cartOf([{ product: VAPE, quantity: 2 }]), 30),
    ]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    expect(minus('Geek Bar Pulse').disabled).toBe(true);
    expect(plus('Geek Bar Pulse').disabled).toBe(false);

    await userEvent.click(plus('Geek Bar Pulse'));
    expect(within(lineOf('Geek Bar Pulse')).getByText('Updating...')).toBeTruthy();
    await waitFor(() => expect(quantityOf('Geek Bar Pulse')).toBe('2'));
    expect(within(lineOf('Geek Bar Pulse')).queryByText('Updating...')).toBeNull();
    expect(minus('Geek Bar Pulse').disabled).toBe(false);
    expect(lineOf('Geek Bar Pulse').textContent).toContain('$39.98');
  });

  it('disables plus at 99 and minus goes down by one', async () => {
    renderCart([
      cartMock(cartOf([{ product: VAPE, quantity: 99 }])),
      setQuantityMock('1', 98, cartOf([{ product: VAPE, quantity: 98 }])),
    ]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    expect(plus('Geek Bar Pulse').disabled).toBe(true);
    await userEvent.click(minus('Geek Bar Pulse'));
    await waitFor(() => expect(plus('Geek Bar Pulse').disabled).toBe(false));
    expect(quantityOf('Geek Bar Pulse')).toBe('98');
  });

  it("shows the server's refusal of a quantity in place", async () => {
    renderCart([
      cartMock(cartOf([{ product: VAPE, quantity: 3 }])),
      refusedMock(
        { query: SetCartQuantityDocument, variables: { productId: '1', quantity: 4 } },
        'The quantity must be a whole number from 1 to 99.',
      ),
    ]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    await userEvent.click(plus('Geek Bar Pulse'));
    expect((await within(lineOf('Geek Bar Pulse')).findByRole('alert')).textContent).toBe(
      'The quantity must be a whole number from 1 to 99.',
    );
  });

  it('removes a line with Remove', async () => {
    renderCart([
      cartMock(
        cartOf([
          { product: VAPE, quantity: 1 },
          { product: KIT, quantity: 1 },
        ]),
        false,
      ),
      removeMock('2', cartOf([{ product: VAPE, quantity: 1 }])),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Vape Kit Pro' }));
    await waitFor(() => expect(screen.queryByText('Vape Kit Pro', { selector: 'a' })).toBeNull());
    expect(screen.getByText('Geek Bar Pulse', { selector: 'a' })).toBeTruthy();
  });

  it('enables CHECKOUT only with a first name and an address, and carries the form to checkout', async () => {
    const cart = cartOf([{ product: VAPE, quantity: 1 }]);
    const { url } = renderCart([cartMock(cart), exciseTaxMock(cart)]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    expect(checkout().disabled).toBe(true);
    expect(screen.getByText('Enter a first name and an address to check out.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    expect(checkout().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Address'), '   ');
    expect(checkout().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Address'), '12 Analytical Way');
    expect(checkout().disabled).toBe(false);

    expect((screen.getByLabelText('State') as HTMLSelectElement).options[0]?.textContent).toBe('Select State');
    await userEvent.selectOptions(await screen.findByLabelText('State'), 'Arizona');
    await userEvent.click(checkout());
    expect(url()).toBe('/CheckoutPage');
    const draft = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}') as Record<string, string>;
    expect(draft).toMatchObject({ firstName: 'Ada', address: '   12 Analytical Way', state: 'AZ' });
    // Personal data never goes to local storage.
    expect(localStorage.length).toBe(0);
  });

  it('marks each line the state typed in the form cannot receive, with the rule and what to do', async () => {
    const cart = cartOf([
      { product: VAPE, quantity: 1 },
      { product: KIT, quantity: 1 },
    ]);
    renderCart([cartMock(cart), exciseTaxMock(cart)]);
    await screen.findByText('Geek Bar Pulse', { selector: 'a' });
    expect(screen.queryByText(/Cannot ship/)).toBeNull();
    await screen.findByRole('option', { name: 'New York' });
    await userEvent.selectOptions(screen.getByLabelText('State'), 'NY');
    expect((await within(lineOf('Geek Bar Pulse')).findByText(/Cannot ship/)).textContent).toBe(
      '⚠ Cannot ship: vape products cannot be shipped to New York (state law). Remove it to check out.',
    );
    expect(within(lineOf('Vape Kit Pro')).queryByText(/Cannot ship/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'AZ');
    // New York's answer says nothing of Arizona: it goes at once, before Arizona is answered.
    expect(screen.queryByText(/Cannot ship/)).toBeNull();
  });

  it('marks every line past the per-order limit of the state, and asks again as the quantity goes down', async () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ state: 'VA' }));
    const three = cartOf([
      { product: VAPE, quantity: 2 },
      { product: KIT, quantity: 1 },
    ]);
    const two = cartOf([
      { product: VAPE, quantity: 1 },
      { product: KIT, quantity: 1 },
    ]);
    // The cart as the server holds it, which its excise tax answer adds to.
    let held = three;
    // Asked on request; the question for fewer units is answered after a pause long enough to look at the page in
    // between, even on a loaded machine (the page is looked at as soon as the question leaves).
    const fewer = { state: 'VA', productIds: ['1', '2'], quantities: [1, 1] };
    const HELD_MS = 1_500;
    const asking: unknown[] = [];
    const asked: CartRestrictionsQueryVariables[] = [];
    renderCart([
      cartMock(three),
      exciseTaxMock(() => held),
      {
        ...cartRestrictionsMock([VAPE, KIT], [VIRGINIA], asked),
        delay: (operation) => {
          asking.push(operation.variables);
          return JSON.stringify(operation.variables) === JSON.stringify(fewer) ? HELD_MS : 0;
        },
      },
      {
        ...setQuantityMock('1', 1, two),
        result: () => {
          held = two;
          return { data: { setCartQuantity: two } };
        },
      },
    ]);
    const reason =
      '⚠ Cannot ship: Virginia allows at most 2 of these per order ' +
      '(at most 2 packages of nicotine vapor products per sale): reduce the quantity. Remove it to check out.';
    expect((await within(await findLine('Geek Bar Pulse')).findByText(/Cannot ship/)).textContent).toBe(reason);
    expect(within(lineOf('Vape Kit Pro')).getByText(/Cannot ship/).textContent).toBe(reason);
    expect(asked).toContainEqual({ state: 'VA', productIds: ['1', '2'], quantities: [2, 1] });

    await userEvent.click(minus('Geek Bar Pulse'));
    await waitFor(() => expect(asking.at(-1)).toEqual(fewer));
    // While the new question runs, the last answer for Virginia stands: no warning blinks off before the server says.
    expect(asked.at(-1)).not.toEqual(fewer);
    expect(screen.getAllByText(/Cannot ship/)).toHaveLength(2);
    await waitFor(() => expect(asked.at(-1)).toEqual(fewer), { timeout: HELD_MS * 4 });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(within(summary).getByText('Total').parentElement?.textContent).toBe('Total$77.97'));
    await waitFor(() => expect(screen.queryByText(/Cannot ship/)).toBeNull());
  });

  it('adds the excise tax of the state typed in the form to the summary, and none where there is none', async () => {
    const cart = cartOf([{ product: VAPE, quantity: 1 }]);
    const asked: { state: string }[] = [];
    renderCart([cartMock(cart), exciseTaxMock(cart, asked)]);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const total = () => within(summary).getByText('Total').parentElement?.textContent;
    await screen.findByRole('option', { name: 'California' });
    await userEvent.selectOptions(screen.getByLabelText('State'), 'CA');
    // 12.5 % of the $19.99 subtotal.
    expect((await within(summary).findByText(CA_EXCISE_TAX)).parentElement?.textContent).toBe(`${CA_EXCISE_TAX}$2.50`);
    expect(total()).toBe('Total$30.48');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'AZ');
    // No line shows while Arizona is asked: only its answer makes the absence mean something.
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'AZ', zip: null }));
    expect(within(summary).queryByText(CA_EXCISE_TAX)).toBeNull();
    expect(total()).toBe('Total$27.98');
  });

  it('fills the form again from the draft of this tab', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ firstName: 'Grace', address: '1 Navy Rd', city: 'Arlington' }),
    );
    renderCart([cartMock(cartOf([{ product: VAPE, quantity: 1 }]))]);
    expect(((await screen.findByLabelText('First Name')) as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Arlington');
    expect(checkout().disabled).toBe(false);
  });
});
