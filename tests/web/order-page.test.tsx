import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as OrderRoute } from '../../web/src/app/routes/order.route';
import {
  BuyAgainDocument,
  type OrderPageQuery,
  OrderPageDocument,
  type OrderStatus,
} from '../../web/src/graphql/__generated__/graphql';
import { cartOf, cartProduct, orderOf } from './cart-fixtures';
import { renderWithProviders } from './render';

type Step = NonNullable<OrderPageQuery['order']>['timeline'][number];

const step = (status: OrderStatus, at: string, parcel: Partial<Step> = {}): Step => ({
  __typename: 'OrderStatusChange',
  status,
  at,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  ...parcel,
});

const vape = cartProduct(7, 'Geek Bar Pulse Blue Razz Ice', 1999);
const pipe = cartProduct(8, 'Glass Spoon Pipe', 2500);

type PagePayment = NonNullable<OrderPageQuery['order']>['payment'];

const CHARGED: PagePayment = {
  __typename: 'OrderPayment',
  state: 'PARTIALLY_REFUNDED',
  authorized: 0,
  charged: 7398,
  refunded: 2500,
  due: 0,
  brand: 'Visa',
  lastFour: '1111',
  refunds: [
    { __typename: 'OrderRefund', at: '2026-11-25T10:00:00.000Z', amount: 2500, reason: 'The pipe arrived broken' },
  ],
};

function pageOrder(
  status: OrderStatus,
  timeline: Step[],
  payment: PagePayment = CHARGED,
): NonNullable<OrderPageQuery['order']> {
  return {
    ...orderOf(
      'ESI-100001',
      [
        { product: vape, quantity: 2 },
        { product: pipe, quantity: 1 },
      ],
      { status },
    ),
    timeline,
    payment,
  };
}

function orderMock(order: OrderPageQuery['order'], orderNumber = 'ESI-100001'): MockLink.MockedResponse {
  return { request: { query: OrderPageDocument, variables: { orderNumber } }, result: { data: { order } } };
}

function renderOrder(mocks: MockLink.MockedResponse[], orderNumber = 'ESI-100001') {
  return renderWithProviders(<OrderRoute />, {
    url: `/app/orders/${orderNumber}`,
    paths: ['/app/orders/:orderNumber'],
    mocks,
  });
}

const stepTexts = () =>
  within(screen.getByRole('region', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Order page (/app/orders/{orderNumber})', () => {
  it('shows a shipped order as a timeline with dates and tracking, then what is still ahead', async () => {
    renderOrder([
      orderMock(
        pageOrder('SHIPPED', [
          step('PENDING_APPROVAL', '2026-11-20T15:30:00Z'),
          step('APPROVED', '2026-11-21T09:00:00Z'),
          step('SHIPPED', '2026-11-22T10:00:00Z', {
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
            trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          }),
        ]),
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ESI-100001' })).toBeTruthy();
    expect(stepTexts()).toEqual([
      'PlacedNov 20, 2026',
      'ApprovedNov 21, 2026',
      expect.stringMatching(/^ShippedNov 22, 2026UPS · 1Z999AA10123456784 · Track your parcel/),
      'DeliveredNot yet',
    ]);
    const track = screen.getByRole('link', { name: /Track your parcel/ });
    expect(track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(screen.getByText('Expected delivery: Wed, Nov 25 – Fri, Nov 27')).toBeTruthy();
  });

  it('ends the timeline at a refusal and promises no delivery', async () => {
    renderOrder([
      orderMock(
        pageOrder('REJECTED', [
          step('PENDING_APPROVAL', '2026-11-20T15:30:00Z'),
          step('REJECTED', '2026-11-21T09:00:00Z'),
        ]),
      ),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(stepTexts()).toEqual(['PlacedNov 20, 2026', 'RejectedNov 21, 2026']);
    expect(screen.queryByText(/Expected delivery/)).toBeNull();
  });

  it('lists the lines, the totals and where the order goes', async () => {
    renderOrder([orderMock(pageOrder('PENDING_APPROVAL', [step('PENDING_APPROVAL', '2026-11-20T15:30:00Z')]))]);
    const items = await screen.findByRole('table', { name: 'Items in order ESI-100001' });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Geek Bar Pulse Blue Razz Ice2$19.99$39.98', 'Glass Spoon Pipe1$25.00$25.00']);
    expect(within(items).getByRole('link', { name: 'Glass Spoon Pipe' }).getAttribute('href')).toBe('/products/vape-8');
    expect(screen.getByText(/12 Analytical Way/)).toBeTruthy();
    expect(screen.getByText('Standard shipping')).toBeTruthy();
  });

  it('says what was charged and refunded, and with which card', async () => {
    renderOrder([orderMock(pageOrder('SHIPPED', []))]);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(panel.textContent).toContain('$73.98 was charged and $25.00 refunded.');
    expect(panel.textContent).toContain('Paid with Visa ending 1111.');
    expect(within(panel).getByRole('listitem').textContent).toBe(
      '$25.00 refunded on Nov 25, 2026: The pipe arrived broken',
    );
  });

  it('says an authorized order is charged when it ships', async () => {
    const authorized: PagePayment = {
      ...CHARGED,
      state: 'AUTHORIZED',
      authorized: 7398,
      charged: 0,
      refunded: 0,
      refunds: [],
    };
    renderOrder([orderMock(pageOrder('PENDING_APPROVAL', [], authorized))]);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(panel.textContent).toContain('$73.98 is authorized on your card; it is charged when your order ships.');
  });

  it('says why it could not load the order, in a sentence, and tries again', async () => {
    const user = userEvent.setup();
    renderOrder([
      {
        request: { query: OrderPageDocument, variables: { orderNumber: 'ESI-100001' } },
        error: new TypeError('Failed to fetch'),
      },
      orderMock(pageOrder('PENDING_APPROVAL', [step('PENDING_APPROVAL', '2026-11-20T15:30:00Z')])),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load this order. You appear to be offline. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ESI-100001' })).toBeTruthy();
  });

  it('shows not-found for an order the API does not give (another customer’s, or none)', async () => {
    renderOrder([orderMock(null, 'ESI-999999')], 'ESI-999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('buys again and says what was left out and why', async () => {
    const user = userEvent.setup();
    renderOrder([
      orderMock(pageOrder('DELIVERED', [step('PENDING_APPROVAL', '2026-11-20T15:30:00Z')])),
      {
        request: { query: BuyAgainDocument, variables: { orderNumber: 'ESI-100001' } },
        result: {
          data: {
            buyAgain: {
              __typename: 'BuyAgainResult',
              added: 1,
              skipped: [{ __typename: 'SkippedLine', name: 'Glass Spoon Pipe', reason: 'no longer available' }],
              cart: cartOf([{ product: vape, quantity: 2 }]),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText(/1 item is back in your cart\./)).toBeTruthy();
    expect(screen.getByText(/was left out: no longer available\./).textContent).toBe(
      'Glass Spoon Pipe was left out: no longer available.',
    );
    expect(screen.getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe('/CartList');
  });
});
