import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as OrderRoute } from '../../web/src/app/routes/order.route';
import {
  type OrderPageQuery,
  OrderPageDocument,
  type OrderStatus,
  type PayOrderInput,
  PayOrderDocument,
  PaymentFormDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { cartProduct, orderOf } from './cart-fixtures';
import { renderWithProviders } from './render';

type PagePayment = NonNullable<OrderPageQuery['order']>['payment'];

const UNPAID: PagePayment = {
  __typename: 'OrderPayment',
  state: 'UNPAID',
  authorized: 0,
  charged: 0,
  refunded: 0,
  due: 4797,
  brand: null,
  lastFour: null,
  refunds: [],
};
const AUTHORIZED: PagePayment = { ...UNPAID, state: 'AUTHORIZED', authorized: 4797, brand: 'Visa', lastFour: '1111' };
const DECLINED = 'Your card was declined and you have not been charged. Please try another card or payment method.';

function orderMock(payment: PagePayment, status: OrderStatus = 'PENDING_APPROVAL'): MockLink.MockedResponse {
  const order = {
    ...orderOf('ESI-100777', [{ product: cartProduct(7, 'Geek Bar Pulse Blue Razz Ice', 1999), quantity: 2 }], {
      status,
    }),
    timeline: [],
    payment,
  };
  return {
    request: { query: OrderPageDocument, variables: { orderNumber: 'ESI-100777' } },
    result: { data: { order } },
  };
}

const gatewayForm: MockLink.MockedResponse = {
  request: { query: PaymentFormDocument },
  result: {
    data: {
      paymentForm: {
        __typename: 'PaymentForm',
        provider: 'sandbox',
        scriptUrl: 'http://127.0.0.1:9/v1/Accept.js',
        apiLoginId: 'login',
        clientKey: 'client-key',
        bankAccounts: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function payMock(seen: PayOrderInput[], payOrder: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: {
      query: PayOrderDocument,
      variables: (variables: Record<string, unknown>) => {
        seen.push(variables.input as PayOrderInput);
        return true;
      },
    },
    delay: 100,
    result: { data: { payOrder } },
  };
}

const declined = {
  __typename: 'InputErrors',
  message: DECLINED,
  errors: [{ __typename: 'FieldProblem', field: 'payment', code: 'PAYMENT_DECLINED', message: DECLINED }],
};
const paid = {
  __typename: 'OrderPaid',
  order: { __typename: 'Order', orderNumber: 'ESI-100777', payment: AUTHORIZED },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(number: string) {
  await userEvent.clear(field('Card number'));
  await userEvent.type(field('Card number'), number);
  await userEvent.clear(field('Expiry (MM/YY)'));
  await userEvent.type(field('Expiry (MM/YY)'), '12/30');
  await userEvent.type(field('Security code (CVV)'), '123');
  await userEvent.clear(field('Billing ZIP code'));
  await userEvent.type(field('Billing ZIP code'), '85004');
}

const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<OrderRoute />, {
    url: '/app/orders/ESI-100777',
    paths: ['/app/orders/:orderNumber'],
    mocks,
  });

describe('Pay now on the order page of an order awaiting payment', () => {
  let dispatched: unknown[];
  beforeEach(() => {
    dispatched = [];
    // Accept.js's stand-in: the page finds it already loaded.
    window.Accept = {
      dispatchData: (data, handler) => {
        dispatched.push(data);
        setTimeout(() =>
          handler({
            opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: `token-${dispatched.length}` },
            messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
          }),
        );
      },
    };
  });
  afterEach(() => delete window.Accept);

  it('takes the card through the gateway script, says a decline in words, takes another card, then reads authorized', async () => {
    const seen: PayOrderInput[] = [];
    render([
      orderMock(UNPAID),
      gatewayForm,
      payMock(seen, declined),
      orderMock(UNPAID),
      payMock(seen, paid),
      orderMock(AUTHORIZED),
    ]);
    const section = await screen.findByRole('region', { name: 'Pay now' });
    expect(section.textContent).toContain('Your order is awaiting payment: $47.97 is due.');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('$47.97 is still to pay.');
    const pay = await within(section).findByRole('button', { name: 'Pay $47.97' });

    // Nothing goes anywhere until the card is complete.
    await userEvent.click(pay);
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    // The keyboard (and a screen reader, which then reads the message) lands on the first field to mend.
    await waitFor(() => expect(document.activeElement).toBe(field('Card number')));
    expect(dispatched).toEqual([]);

    await fillCard('4000000000000002');
    await userEvent.click(pay);
    expect((await within(section).findByRole('alert')).textContent).toBe(DECLINED);
    expect(field('Security code (CVV)').value).toBe('');

    await fillCard('4111 1111 1111 1111');
    // A double click: the second press finds the payment under way.
    await userEvent.dblClick(within(section).getByRole('button', { name: /^Pay/ }));
    const panel = screen.getByRole('region', { name: 'Payment' });
    await within(panel).findByText('$47.97 is authorized on your card; it is charged when your order ships.');
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull();

    expect(seen).toHaveLength(2);
    expect(seen[1]?.idempotencyKey).toBe(seen[0]?.idempotencyKey);
    expect(seen[1]).toMatchObject({
      orderNumber: 'ESI-100777',
      payment: { method: 'CARD', dataValue: 'token-2', cardExpiry: '12/2030', billingZip: '85004' },
    });
    expect(JSON.stringify(seen)).not.toMatch(/4111|"123"/);
  });

  it('says under Pay now how it goes where the shop takes no card online', async () => {
    const manualForm = {
      ...gatewayForm,
      result: {
        data: {
          paymentForm: {
            __typename: 'PaymentForm',
            provider: 'manual',
            scriptUrl: null,
            apiLoginId: null,
            clientKey: null,
            bankAccounts: false,
          },
        },
      },
    };
    render([orderMock(UNPAID), manualForm]);
    const section = await screen.findByRole('region', { name: 'Pay now' });
    expect(section.textContent).toContain('Your order is awaiting payment: $47.97 is due.');
    expect(await within(section).findByText('We will e-mail you how to pay.')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says under Pay now that it is loading the payment form, and offers no Pay button meanwhile', async () => {
    // A payment form that has not answered yet (within the test).
    render([orderMock(UNPAID), { ...gatewayForm, delay: 60_000 }]);
    const section = await screen.findByRole('region', { name: 'Pay now' });
    expect(within(section).getByRole('status').textContent).toBe('Loading the payment form...');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('offers no payment for a rejected order', async () => {
    render([orderMock(UNPAID, 'REJECTED'), gatewayForm]);
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('region', { name: 'Pay now' })).toBeNull();
  });
});
