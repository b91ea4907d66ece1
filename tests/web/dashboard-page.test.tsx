import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Component as DashboardRoute } from '../../web/src/app/routes/dashboard.route';
import { OrderDocument, type OrdersQueryVariables, OrdersDocument } from '../../web/src/graphql/__generated__/graphql';
import { cartProduct, orderOf, orderSummary, ordersPage } from './cart-fixtures';
import { renderWithProviders } from './render';

const COUNTERS = { pending: 2, undelivered: 1, delivered: 3, refund: 1 };

/** Answers every Orders request from `total` numbered orders, like the API pages them; records the variables. */
function ordersMock(total: number, seen: OrdersQueryVariables[] = []): MockLink.MockedResponse {
  return {
    request: { query: OrdersDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const { page = 1, pageSize = 10, search } = variables as OrdersQueryVariables;
      seen.push(variables as OrdersQueryVariables);
      const all = Array.from({ length: total }, (_, i) => orderSummary(i + 1)).filter(
        (order) => !search || order.orderNumber.toLowerCase().includes(search.toLowerCase()),
      );
      const slice = all.slice((page! - 1) * pageSize!, page! * pageSize!);
      return { data: ordersPage(slice, { page: page!, pageSize: pageSize!, total: all.length, counters: COUNTERS }) };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function orderMock(orderNumber: string, order: ReturnType<typeof orderOf> | null): MockLink.MockedResponse {
  return { request: { query: OrderDocument, variables: { orderNumber } }, result: { data: { order } } };
}

function renderDashboard(mocks: MockLink.MockedResponse[], url = '/app/dashboard/') {
  return renderWithProviders(<DashboardRoute />, { url, paths: ['/app/dashboard/'], mocks });
}

const pageButton = (n: number) => screen.getByRole('button', { name: `Page ${n}` });

describe('Dashboard (/app/dashboard/)', () => {
  it('shows "Loading..." and then the four counters', async () => {
    const { container } = renderDashboard([ordersMock(3)]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    // The counters and rows are held in their shape meanwhile, hidden from screen readers.
    expect(container.querySelectorAll('.order-counter .skeleton')).toHaveLength(4);
    expect(container.querySelectorAll('table.order-table .order-table__row')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    const counters = await screen.findByRole('list', { name: 'Your orders by state' });
    await waitFor(() =>
      expect(
        within(counters)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['2Pending Approvals', '1Undelivered', '3Delivered', '1Refund']),
    );
  });

  it('lists orders as ORDER, DATE, ITEMS, AMOUNT and STATUS with the status in words', async () => {
    renderDashboard([ordersMock(3)]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ORDER', 'DATE', 'ITEMS', 'AMOUNT', 'STATUS']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['#ESI-100001Track order #ESI-100001', 'Nov 20, 2026', '1', '$10.99', 'Pending Approval']);
    expect(within(first).getByRole('link', { name: 'Track order #ESI-100001' }).getAttribute('href')).toBe(
      '/app/orders/ESI-100001',
    );
  });

  it('says "No orders found." when there are none', async () => {
    renderDashboard([ordersMock(0)]);
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "Error fetching orders: " and what went wrong, never the raw message', async () => {
    renderDashboard([
      {
        request: { query: OrdersDocument, variables: () => true },
        result: { errors: [new GraphQLError('Database down')] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error fetching orders: Something went wrong on our side. Please try again.',
    );
  });

  it('says when the customer is offline, and Try again fetches the orders again', async () => {
    renderDashboard([
      { request: { query: OrdersDocument, variables: () => true }, error: new TypeError('Failed to fetch') },
      ordersMock(3),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error fetching orders: You appear to be offline. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('numbers the pages and keeps the chosen page in the URL', async () => {
    const seen: OrdersQueryVariables[] = [];
    const { url } = renderDashboard([ordersMock(25, seen)]);
    await screen.findByRole('table');
    expect(within(screen.getByRole('navigation', { name: 'Order pages' })).getAllByRole('button')).toHaveLength(3);
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await userEvent.click(pageButton(3));
    expect(url()).toBe('/app/dashboard/?page=3');
    await waitFor(() => expect(pageButton(3).getAttribute('aria-current')).toBe('page'));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(seen.at(-1)).toEqual({ search: null, page: 3, pageSize: 10 });
  });

  it('offers 10, 20 and 30 a page; a new size starts again at page 1', async () => {
    const seen: OrdersQueryVariables[] = [];
    const { url } = renderDashboard([ordersMock(25, seen)], '/app/dashboard/?page=2');
    await screen.findByRole('table');
    const size = screen.getByLabelText('Show') as HTMLSelectElement;
    expect(Array.from(size.options, (o) => o.value)).toEqual(['10', '20', '30']);
    await userEvent.selectOptions(size, '20');
    expect(url()).toBe('/app/dashboard/?size=20');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(seen.at(-1)).toEqual({ search: null, page: 1, pageSize: 20 });
  });

  it('searches by order number once typing pauses, with the search in the URL', async () => {
    const seen: OrdersQueryVariables[] = [];
    const { url } = renderDashboard([ordersMock(25, seen)], '/app/dashboard/?page=2');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Search Order'), ' 100012');
    await waitFor(() => expect(url()).toBe('/app/dashboard/?q=100012'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    // Requests for the finished text only, none for each keystroke.
    expect(seen.filter((v) => v.search)).toEqual([{ search: '100012', page: 1, pageSize: 10 }]);
    expect((screen.getByLabelText('Search Order') as HTMLInputElement).value).toBe(' 100012');
  });

  it('opens the Order Details dialog from a row, with the shipping info, the lines and the totals', async () => {
    const order = orderOf('ESI-100001', [{ product: cartProduct(7, 'Mango Ice', 1599), quantity: 2 }]);
    renderDashboard([ordersMock(1), orderMock('ESI-100001', order)]);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByText('Nov 20, 2026'));

    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await within(dialog).findByText('Shipping Info');
    const value = (label: string, scope: HTMLElement = dialog) =>
      within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Name')).toBe('Ada Lovelace');
    expect(value('ZipCode')).toBe('85001');
    expect(value('Address')).toBe('12 Analytical Way, Phoenix, Arizona');
    const line = within(dialog).getAllByRole('listitem')[0]!;
    expect(['Order Number', 'Item', 'Quantity', 'Rate', 'Amount', 'Status'].map((label) => value(label, line))).toEqual(
      ['#ESI-100001', 'Mango Ice', '2', '$15.99', '$31.98', 'Pending Approval'],
    );
    expect(value('Total')).toBe('$39.97');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the details with Enter on the order number and gives focus back on Escape', async () => {
    renderDashboard([ordersMock(1), orderMock('ESI-100001', null)]);
    const open = await screen.findByRole('button', { name: 'Order #ESI-100001, show details' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('No order details found.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
