import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as CheckoutRoute } from '../../web/src/app/routes/checkout.route';
import {
  type CartFieldsFragment,
  DeliveryOptionsDocument,
  PaymentFormDocument,
  type PlaceOrderInput,
  PlaceOrderDocument,
  RemovePromotionCodeDocument,
  ShippingAddressesDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { createCache } from '../../web/src/lib/apollo-client';
import { CHECKOUT_DRAFT_KEY } from '../../web/src/lib/checkout-draft';
import { ADDRESS, inputErrors, meMock } from './account-fixtures';
import {
  CA_EXCISE_TAX,
  EMPTY_CART,
  US_STATES,
  cartMock,
  cartOf,
  cartProduct,
  cartRestrictionsMock,
  exciseTaxMock,
  orderOf,
  refusedIn,
} from './cart-fixtures';
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

/** New York refuses the juice; every other state takes the whole cart. */
const NEW_YORK = refusedIn('NY', ['2'], 'New York bans flavored vape products');

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
    delay: 200,
    ...('error' in answer ? { error: answer.error } : { result: { data: answer.data } }),
  }));
}

function deliveryMock(price = 799): MockLink.MockedResponse {
  const option = {
    __typename: 'DeliveryOption',
    method: 'STANDARD',
    name: price ? 'Standard shipping' : 'Free shipping',
    price,
    minBusinessDays: 3,
    maxBusinessDays: 5,
    estimatedFrom: '2026-11-27',
    estimatedTo: '2026-12-01',
  };
  return {
    request: { query: DeliveryOptionsDocument },
    result: { data: { deliveryOptions: [option] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The shop's payment form: `manual` takes no card online (the suite's first tests), a gateway shows the card fields. */
function paymentFormMock(gateway: boolean | 'nmi' = false): MockLink.MockedResponse {
  const paymentForm =
    gateway === 'nmi'
      ? {
          provider: 'nmi',
          scriptUrl: 'http://127.0.0.1:9/token/Collect.js',
          apiLoginId: null,
          clientKey: 'tokenization-key',
          bankAccounts: false,
        }
      : gateway
        ? {
            provider: 'sandbox',
            scriptUrl: 'http://127.0.0.1:9/v1/Accept.js',
            apiLoginId: 'login',
            clientKey: 'client-key',
            bankAccounts: true,
          }
        : { provider: 'manual', scriptUrl: null, apiLoginId: null, clientKey: null, bankAccounts: false };
  return {
    request: { query: PaymentFormDocument },
    result: { data: { paymentForm: { __typename: 'PaymentForm', ...paymentForm } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const placed = (orderNumber: string) => ({
  placeOrder: { __typename: 'OrderPlaced', order: orderOf(orderNumber, [{ product: VAPE, quantity: 2 }]) },
});

function renderCheckout(
  mocks: MockLink.MockedResponse[],
  { cart = CART, addresses = [ADDRESS, NO_LAST_NAME], url = '/CheckoutPage', gateway = false as boolean | 'nmi' } = {},
) {
  return renderWithProviders(<CheckoutRoute />, {
    url,
    paths: ['/CheckoutPage', '/app/Login'],
    // A test's own mocks first: MockLink answers with the first that matches.
    mocks: [
      ...mocks,
      meMock(),
      addressesMock(addresses),
      cartMock(cart, false),
      cartMock(EMPTY_CART),
      cartRestrictionsMock([VAPE, JUICE], [NEW_YORK]),
      exciseTaxMock(cart),
      deliveryMock(),
      paymentFormMock(gateway),
    ],
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

/** From the address step on screen, through Delivery, to Review. */
async function continueToReview() {
  await userEvent.click(button('Continue to shipping'));
  await screen.findByRole('radio', { name: /Standard shipping/ });
  await userEvent.click(button('Continue to review'));
  await screen.findByRole('heading', { name: 'Review your order' });
}

/** Leaves the preselected saved address for a new one, typed in full. */
async function startNewAddress() {
  await userEvent.selectOptions(await screen.findByLabelText('Saved addresses'), 'Select Shipping Address');
  await fillNewAddress();
}

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
        <MemoryRouter useTransitions={false} initialEntries={['/CheckoutPage']}>
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

  it('shows "Loading..." and then the steps, the default address chosen, the cart summary and the way back', async () => {
    const view = renderCheckout([]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Your Order' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Vapes', 'Geek Bar Pulse', '2', '$39.98'],
      ['Vapes', 'Mango Ice Juice', '1', '$15.99'],
    ]);
    expect(within(summary).getByText('Total', { selector: 'dt' }).parentElement?.textContent).toBe('Total$63.96');
    expect(currentStep()).toBe('1Address');
    // Spec section 5: only complete saved addresses are offered.
    const dropdown = screen.getByLabelText('Saved addresses') as HTMLSelectElement;
    expect(Array.from(dropdown.options, (o) => o.textContent)).toEqual([
      'Select Shipping Address',
      'Ada Lovelace, 12 Analytical Way, Phoenix, AZ 85001 (default)',
    ]);
    expect(dropdown.value).toBe('a-1');
    // Spec section 5: the chosen address fills the form fields and the state.
    expect(field('First Name').value).toBe('Ada');
    expect(field('Address').value).toBe('12 Analytical Way');
    expect(field('State').value).toBe('AZ');
    expect(screen.queryByRole('checkbox', { name: 'Save to my address book' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to cart' }).getAttribute('href')).toBe('/CartList');
    expect(view.url()).toBe('/CheckoutPage');
  });

  it('says "No items in the cart." when the cart is empty', async () => {
    renderCheckout([], { cart: EMPTY_CART });
    expect(await screen.findByText('No items in the cart.')).toBeTruthy();
  });

  it('marks every empty field of a new address "This field is required" and goes nowhere', async () => {
    const view = renderCheckout([], { addresses: [] });
    await screen.findByRole('region', { name: 'Your Order' });
    expect((screen.getByLabelText('State') as HTMLSelectElement).options[0]?.textContent).toBe('Select State');
    await userEvent.type(field('City'), 'Phoenix');
    await userEvent.click(button('Continue to shipping'));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('First Name'));
    expect(view.url()).toBe('/CheckoutPage');
  });

  it('starts from the address typed on the cart page, as a new address', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ firstName: 'Grace', address: '1 Navy Rd', state: 'AZ' }),
    );
    renderCheckout([]);
    expect(((await screen.findByLabelText('First Name')) as HTMLInputElement).value).toBe('Grace');
    expect(field('Saved addresses').value).toBe('');
    expect(field('Address').value).toBe('1 Navy Rd');
    expect(field('State').value).toBe('AZ');
    await userEvent.selectOptions(field('Saved addresses'), 'a-1');
    expect(field('First Name').value).toBe('Ada');
    expect(field('City').value).toBe('Phoenix');
  });

  it('makes a changed saved address a new one, offered to the address book', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100043') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await userEvent.clear(field('Address'));
    await userEvent.type(field('Address'), '14 Analytical Way');
    expect(field('Saved addresses').value).toBe('');
    expect(field('First Name').value).toBe('Ada');
    expect(screen.getByRole('checkbox', { name: 'Save to my address book' })).toBeTruthy();
    await continueToReview();
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen[0]).toMatchObject({
      address: { firstName: 'Ada', lastName: 'Lovelace', address: '14 Analytical Way', state: 'AZ', zipcode: '85001' },
      saveAddress: true,
    });
  });

  it('goes Address → Delivery → Review in the URL, and only Place order places the default address', async () => {
    const seen: PlaceOrderInput[] = [];
    const view = renderCheckout(placeOrderMock(seen, { data: placed('ESI-100007') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await userEvent.click(button('Continue to shipping'));
    expect(view.url()).toBe('/CheckoutPage?step=delivery');
    const standard = await screen.findByRole('radio', { name: /Standard shipping/ });
    expect(standard.closest('label')?.textContent).toBe(
      'Standard shipping$7.993–5 business days · expected Fri, Nov 27 – Tue, Dec 1',
    );
    expect((standard as HTMLInputElement).checked).toBe(true);
    expect(currentStep()).toBe('2Delivery');
    expect(screen.getByRole('link', { name: 'Address' }).getAttribute('href')).toBe('/CheckoutPage');
    await userEvent.click(button('Continue to review'));
    expect(view.url()).toBe('/CheckoutPage?step=review');
    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(
      within(review)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Geek Bar Pulse$19.992$39.98', 'Mango Ice Juice$15.991$15.99']);
    expect(within(review).getByText(/12 Analytical Way/).textContent).toBe(
      'Ada Lovelace12 Analytical WayPhoenix, Arizona 85001',
    );
    expect(within(review).getByText(/Standard shipping: \$7\.99/).textContent).toBe(
      'Standard shipping: $7.99Expected Fri, Nov 27 – Tue, Dec 1',
    );
    expect(seen).toEqual([]);

    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen).toEqual([
      {
        idempotencyKey: expect.any(String),
        shippingAddressId: 'a-1',
        delivery: 'STANDARD',
        makeDefaultAddress: false,
        payment: null,
        // The total the review showed for Arizona: the server refuses the order if it would charge another.
        expectedTotal: 6396,
      },
    ]);
  });

  it('places a new address, kept in the book unless unticked, and shows the success dialog; the cart then reads empty', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100042') }));
    await startNewAddress();
    const keep = screen.getByRole('checkbox', { name: 'Save to my address book' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await userEvent.click(keep);
    await continueToReview();
    await userEvent.click(button('Place order'));
    expect(button(/Placing your order/).disabled).toBe(true);

    const dialog = await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(within(dialog).getByRole('link', { name: 'ESI-100042' }).getAttribute('href')).toBe(
      '/app/orders/ESI-100042',
    );
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
      saveAddress: false,
      delivery: 'STANDARD',
      makeDefaultAddress: false,
      payment: null,
      expectedTotal: 6396,
    });
    expect(await screen.findByText('No items in the cart.')).toBeTruthy();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('opens a bookmarked later step at the address step when the address is not complete', async () => {
    const view = renderCheckout([], { addresses: [], url: '/CheckoutPage?step=review' });
    await screen.findByLabelText('First Name');
    expect(view.url()).toBe('/CheckoutPage');
  });

  it('marks the lines the chosen state does not allow, and keeps Place order disabled until they go', async () => {
    renderCheckout([]);
    await startNewAddress();
    await userEvent.selectOptions(field('State'), 'New York');
    const warning = (await screen.findByText(/We cannot ship this item to New York/)).parentElement as HTMLElement;
    expect(warning.textContent).toContain('Mango Ice Juice — New York bans flavored vape products');
    expect(within(warning).getByRole('link', { name: 'See our shipping restrictions' }).getAttribute('href')).toBe(
      '/ShippingRestrictions',
    );
    await continueToReview();
    expect(screen.getByText('Cannot ship: New York bans flavored vape products')).toBeTruthy();
    expect(button('Place order').disabled).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Change the address' }));
    await userEvent.selectOptions(await screen.findByLabelText('State'), 'Arizona');
    await waitFor(() => expect(screen.queryByText(/We cannot ship/)).toBeNull());
    await continueToReview();
    expect(button('Place order').disabled).toBe(false);
  });

  it('adds the excise tax of a state that taxes vapour products as its own line, and none where there is none', async () => {
    const asked: { state: string }[] = [];
    renderCheckout([exciseTaxMock(CART, asked)]);
    await startNewAddress();
    const total = (region: HTMLElement) =>
      within(region).getByText('Total', { selector: 'dt' }).parentElement?.textContent;
    const summary = screen.getByRole('region', { name: 'Your Order' });
    await userEvent.selectOptions(field('State'), 'California');
    // 12.5 % of the $55.97 subtotal.
    expect((await within(summary).findByText(CA_EXCISE_TAX)).parentElement?.textContent).toBe(`${CA_EXCISE_TAX}$7.00`);
    expect(total(summary)).toBe('Total$70.96');
    await continueToReview();
    const review = screen.getByRole('region', { name: 'Review your order' });
    expect(within(review).getByText(CA_EXCISE_TAX).parentElement?.textContent).toBe(`${CA_EXCISE_TAX}$7.00`);
    expect(total(review)).toBe('Total$70.96');

    await userEvent.click(screen.getByRole('link', { name: 'Change the address' }));
    await userEvent.selectOptions(await screen.findByLabelText('State'), 'Arizona');
    // No line shows while Arizona is asked: only its answer makes the absence mean something.
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'AZ', zip: '85001' }));
    expect(screen.queryByText(CA_EXCISE_TAX)).toBeNull();
    expect(total(screen.getByRole('region', { name: 'Your Order' }))).toBe('Total$63.96');
    await continueToReview();
    const again = screen.getByRole('region', { name: 'Review your order' });
    expect(within(again).queryByText(CA_EXCISE_TAX)).toBeNull();
    expect(total(again)).toBe('Total$63.96');
  });

  it('shows a state refusal of the server as "❌ Order failed: " with a link to the shipping restrictions', async () => {
    const message = 'We cannot ship this item to Arizona: Mango Ice Juice — a rule that began today.';
    renderCheckout(
      placeOrderMock([], {
        data: { placeOrder: inputErrors({ field: 'state', code: 'SHIPPING_RESTRICTED', message }) },
      }),
    );
    await screen.findByRole('region', { name: 'Your Order' });
    await continueToReview();
    await userEvent.click(button('Place order'));
    const alert = await screen.findByText(`❌ Order failed: ${message}`, { exact: false });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See shipping restrictions' }).getAttribute('href')).toBe(
      '/ShippingRestrictions',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says at the code box why a code that lapsed since the review refused the order, and places it once the code is removed', async () => {
    const withCode: CartFieldsFragment = {
      ...CART,
      codes: ['HELLO15'],
      discounts: [
        { __typename: 'AppliedDiscount', name: 'Newsletter 15', code: 'HELLO15', amount: 300, freeShipping: false },
      ],
      totals: { ...CART.totals, discount: 300, total: CART.totals.total - 300 },
    };
    let current = withCode;
    const removed: MockLink.MockedResponse = {
      request: { query: RemovePromotionCodeDocument, variables: { code: 'HELLO15', state: 'AZ', zip: '85001' } },
      result: () => {
        current = CART;
        return { data: { removePromotionCode: CART } };
      },
    };
    const message = 'The code HELLO15 has expired. Remove it from your cart to place the order.';
    const seen: PlaceOrderInput[] = [];
    renderCheckout([
      cartMock(withCode, false),
      // Asked again after the refusal: the server kept the cart, code and all.
      cartMock(withCode, false),
      exciseTaxMock(() => current),
      removed,
      ...placeOrderMock(
        seen,
        { data: { placeOrder: inputErrors({ field: 'code', code: 'PROMOTION_CODE_EXPIRED', message }) } },
        { data: placed('ESI-100099') },
      ),
    ]);
    await screen.findByRole('region', { name: 'Your Order' });
    await continueToReview();
    const total = () =>
      within(screen.getByRole('region', { name: 'Review your order' })).getByText('Total', { selector: 'dt' })
        .parentElement?.textContent;
    await waitFor(() => expect(total()).toBe('Total$60.96'));
    await userEvent.click(button('Place order'));

    const alert = await screen.findByText(`❌ Order failed: ${message}`);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const codeBox = screen.getByRole('form', { name: 'Discount codes' });
    expect(within(codeBox).getByText(message)).toBeTruthy();
    expect(field('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(codeBox).getByRole('button', { name: 'Remove the code HELLO15' }));
    await waitFor(() => expect(total()).toBe('Total$63.96'));
    expect(screen.queryByText(message, { exact: false })).toBeNull();
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen.map((input) => input.expectedTotal)).toEqual([6096, 6396]);
    expect(new Set(seen.map((input) => input.idempotencyKey)).size).toBe(1);
  });

  it('says at the review, beside a code, why the ship-to state gives nothing for it, before Place order is pressed', async () => {
    const withCode: CartFieldsFragment = { ...CART, codes: ['HELLO15'] };
    const message = 'Arizona law does not allow this discount.';
    // The cart page's answer has no problem; the ship-to state's answer has one.
    const inArizona = { ...withCode, codeProblems: [{ __typename: 'CodeProblem' as const, code: 'HELLO15', message }] };
    renderCheckout([exciseTaxMock(inArizona)], { cart: withCode });
    await screen.findByRole('region', { name: 'Your Order' });
    await continueToReview();
    const codeBox = screen.getByRole('form', { name: 'Discount codes' });
    await waitFor(() =>
      expect(
        within(codeBox).getByRole('button', { name: 'Remove the code HELLO15', description: message }),
      ).toBeTruthy(),
    );
  });

  it('takes a field refusal of the server back to the address step, under its field', async () => {
    const view = renderCheckout(
      placeOrderMock([], {
        data: {
          placeOrder: inputErrors({
            field: 'zipcode',
            code: 'INVALID_ZIP',
            message: 'Please enter a 5-digit ZIP code.',
          }),
        },
      }),
      { addresses: [] },
    );
    await screen.findByRole('region', { name: 'Your Order' });
    await fillNewAddress();
    await continueToReview();
    await userEvent.click(button('Place order'));
    expect(await screen.findByText('Please enter a 5-digit ZIP code.')).toBeTruthy();
    expect(field('ZIP Code').getAttribute('aria-invalid')).toBe('true');
    expect(view.url()).toBe('/CheckoutPage');
  });

  it('says "Server error" when the request fails, and a retry reuses the same idempotency key', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { error: new Error('socket hang up') }, { data: placed('ESI-100050') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await continueToReview();
    await userEvent.click(button('Place order'));
    expect(await screen.findByText('❌ Order failed: Server error')).toBeTruthy();

    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
  });

  it('says the network is gone, never "Failed to fetch", and Place order tries again', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { error: new TypeError('Failed to fetch') }, { data: placed('ESI-100051') }));
    await screen.findByRole('region', { name: 'Your Order' });
    await continueToReview();
    await userEvent.click(button('Place order'));
    expect(
      await screen.findByText('❌ Order failed: You appear to be offline. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
  });
});

describe('the payment step', () => {
  type Dispatched = { authData: unknown; cardData?: Record<string, string> };
  let dispatched: Dispatched[];
  let answerCode: string | null;

  beforeEach(() => {
    dispatched = [];
    answerCode = null;
    // Accept.js's stand-in: the page finds it already loaded.
    window.Accept = {
      dispatchData: (data, handler) => {
        dispatched.push(data as Dispatched);
        setTimeout(() =>
          handler(
            answerCode
              ? { messages: { resultCode: 'Error', message: [{ code: answerCode, text: 'x' }] } }
              : {
                  opaqueData: {
                    dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
                    dataValue: `token-${dispatched.length}`,
                  },
                  messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
                },
          ),
        );
      },
    };
  });
  afterEach(() => delete window.Accept);

  async function fillCard(number = '4111 1111 1111 1111') {
    await userEvent.clear(field('Card number'));
    await userEvent.type(field('Card number'), number);
    await userEvent.clear(field('Expiry (MM/YY)'));
    await userEvent.type(field('Expiry (MM/YY)'), '12/30');
    await userEvent.type(field('Security code (CVV)'), '123');
    await userEvent.clear(field('Billing ZIP code'));
    await userEvent.type(field('Billing ZIP code'), '85004');
  }

  it('says the payment form is loading, and places nothing meanwhile', async () => {
    // A payment form that has not answered yet (within the test).
    renderCheckout([{ ...paymentFormMock(true), delay: 60_000 }], { gateway: true, url: '/CheckoutPage?step=review' });
    expect((await screen.findByText('Loading the payment form...')).getAttribute('role')).toBe('status');
    expect(button('Place order').disabled).toBe(true);
  });

  it('asks for the card before Place order sends anything, and takes the keyboard to the first field to mend', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100050') }), {
      gateway: true,
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await userEvent.click(button('Place order'));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    // Focus lands on the field, whose message it reads out (aria-describedby).
    await waitFor(() => expect(document.activeElement).toBe(field('Card number')));
    expect(field('Card number').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy();
    expect(dispatched).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('places nothing while the payment form could not load, and takes the card once Try again brings it', async () => {
    const seen: PlaceOrderInput[] = [];
    const broken: MockLink.MockedResponse = { request: { query: PaymentFormDocument }, error: new Error('offline') };
    renderCheckout([broken, ...placeOrderMock(seen, { data: placed('ESI-100051') })], {
      gateway: true,
      url: '/CheckoutPage?step=review',
    });
    expect(await screen.findByText(/We could not load the payment form\./)).toBeTruthy();
    expect(screen.queryByText('Loading the payment form...')).toBeNull();
    // Placed now, the order would await a payment the customer never saw asked for.
    expect(button('Place order').disabled).toBe(true);
    await userEvent.click(button('Try again'));
    await screen.findByRole('group', { name: 'Payment' });
    expect(button('Place order').disabled).toBe(false);
    expect(seen).toEqual([]);
  });

  it('sends the card to the gateway script only, and the token with the order; the security code is then forgotten', async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100051') }), {
      gateway: true,
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await fillCard();
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(dispatched).toEqual([
      {
        authData: { clientKey: 'client-key', apiLoginID: 'login' },
        cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
      },
    ]);
    expect(seen[0]?.payment).toEqual({
      method: 'CARD',
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      dataValue: 'token-1',
      cardExpiry: '12/2030',
      billingZip: '85004',
    });
    expect(JSON.stringify(seen)).not.toMatch(/4111|"123"/);
    expect(field('Security code (CVV)').value).toBe('');
    // The card is never written where the checkout draft lives.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4111');
  });

  it("says a declined card in the shop's words and takes another card under the same checkout", async () => {
    const seen: PlaceOrderInput[] = [];
    const declined = {
      placeOrder: {
        __typename: 'InputErrors',
        message: 'Your card was declined and you have not been charged. Please try another card or payment method.',
        errors: [
          {
            __typename: 'FieldProblem',
            field: 'payment',
            code: 'PAYMENT_DECLINED',
            message: 'Your card was declined and you have not been charged. Please try another card or payment method.',
          },
        ],
      },
    };
    renderCheckout(placeOrderMock(seen, { data: declined }, { data: placed('ESI-100052') }), {
      gateway: true,
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await fillCard('4000000000000002');
    await userEvent.click(button('Place order'));
    expect(await screen.findByText(/Your card was declined and you have not been charged/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review your order' })).toBeTruthy();
    await fillCard();
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.idempotencyKey).toBe(seen[0]?.idempotencyKey);
    expect(seen[1]?.payment?.dataValue).toBe('token-2');
  });

  it("says what to check when the gateway's script refuses the card, and sends nothing to the shop", async () => {
    const seen: PlaceOrderInput[] = [];
    answerCode = 'E_WC_05';
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100053') }), {
      gateway: true,
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await fillCard('4111111111111112');
    await userEvent.click(button('Place order'));
    expect(await screen.findByText(/Please check the card number\./)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('the payment step with NMI (Collect.js)', () => {
  type Configured = Parameters<NonNullable<Window['CollectJS']>['configure']>[0];
  let configured: Configured[];
  let refuseField: string | null;

  beforeEach(() => {
    configured = [];
    refuseField = null;
    // Collect.js's stand-in: the page finds it already loaded; it answers the last configuration's callbacks.
    window.CollectJS = {
      configure: (options) => void configured.push(options),
      startPaymentRequest: () => {
        const options = configured.at(-1)!;
        setTimeout(() =>
          refuseField
            ? options.validationCallback?.(refuseField, false, 'Field is invalid')
            : options.callback({
                token: `nmi-token-${configured.length}`,
                card: { number: '411111******1111', exp: '1230', type: 'visa' },
              }),
        );
      },
    };
  });
  afterEach(() => delete window.CollectJS);

  it("draws NMI's card fields in the form and asks only for the billing ZIP itself", async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100060') }), {
      gateway: 'nmi',
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await waitFor(() => expect(configured).toHaveLength(1));
    expect(configured[0]).toMatchObject({
      variant: 'inline',
      fields: {
        ccnumber: { selector: '#collect-ccnumber' },
        ccexp: { selector: '#collect-ccexp' },
        cvv: { selector: '#collect-cvv' },
      },
    });
    expect(screen.getByRole('group', { name: 'Card number' }).id).toBe('collect-ccnumber');
    // Drawn: no word of loading stays behind.
    expect(screen.queryByText('Loading the card form...')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(button('Place order'));
    expect(screen.getByText('Enter the billing ZIP code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Billing ZIP code')));
    expect(seen).toEqual([]);
  });

  it('says the card form is loading while NMI draws its fields', async () => {
    // Collect.js not yet on the page: the page adds NMI's script, which has not answered.
    delete window.CollectJS;
    renderCheckout(placeOrderMock([], { data: placed('ESI-100063') }), {
      gateway: 'nmi',
      url: '/CheckoutPage?step=review',
    });
    const payment = await screen.findByRole('group', { name: 'Payment' });
    expect(within(payment).getByRole('status').textContent).toBe('Loading the card form...');
    expect(screen.getByRole('group', { name: 'Card number' }).getAttribute('aria-busy')).toBe('true');
  });

  it("sends Collect.js's payment_token with the order, the card's month, never the card", async () => {
    const seen: PlaceOrderInput[] = [];
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100061') }), {
      gateway: 'nmi',
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await userEvent.type(field('Billing ZIP code'), '85004');
    await userEvent.click(button('Place order'));
    await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    expect(seen[0]?.payment).toEqual({
      method: 'CARD',
      dataDescriptor: 'NMI.COLLECT_JS.PAYMENT_TOKEN',
      dataValue: 'nmi-token-1',
      cardExpiry: '12/2030',
      billingZip: '85004',
    });
    expect(JSON.stringify(seen)).not.toContain('411111');
  });

  it('says which card field to check when Collect.js refuses it, and sends nothing to the shop', async () => {
    const seen: PlaceOrderInput[] = [];
    refuseField = 'ccnumber';
    renderCheckout(placeOrderMock(seen, { data: placed('ESI-100062') }), {
      gateway: 'nmi',
      url: '/CheckoutPage?step=review',
    });
    await screen.findByRole('group', { name: 'Payment' });
    await userEvent.type(field('Billing ZIP code'), '85004');
    await userEvent.click(button('Place order'));
    expect(await screen.findByText(/Please check the card number\./)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
