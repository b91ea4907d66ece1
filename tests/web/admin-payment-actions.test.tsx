import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { PaymentPanel } from '../../web/admin/src/features/payments/payment-panel';
import {
  type AdminOrderPaymentFieldsFragment,
  type AdminOrderQuery,
  type CapturePaymentMutationVariables,
  type StaffMemberFieldsFragment,
  AdminOrderDocument,
  CapturePaymentDocument,
  VoidPaymentDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { StaffProvider } from '../../web/admin/src/lib/staff-session';
import { renderWithProviders } from './render';

const ORDER = 'ESI-100001';

const staffWith = (permissions: StaffMemberFieldsFragment['permissions']): StaffMemberFieldsFragment => ({
  __typename: 'StaffMember',
  id: '6f0c8c8e-6a43-4a51-9f57-0c1f0e0b1a11',
  email: 'staff@staff.example.com',
  name: 'Morgan',
  role: 'MANAGER',
  permissions,
  enrolled: true,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const manager = staffWith(['READ_ORDER', 'UPDATE_ORDER', 'REFUND_ORDER']);
const clerk = staffWith(['READ_ORDER', 'UPDATE_ORDER']);

/** $12.34 authorized on a Visa, not yet captured: both Capture and Void apply. */
const authorized: AdminOrderPaymentFieldsFragment = {
  __typename: 'AdminOrderPayment',
  provider: 'sandbox',
  state: 'AUTHORIZED',
  authorized: 1234,
  charged: 0,
  refunded: 0,
  due: 1234,
  method: 'card',
  brand: 'Visa',
  lastFour: '1111',
  cardExpiry: '12/2030',
  avsResult: 'Y',
  cvvResult: 'M',
  authorizationExpiresAt: '2026-12-27T10:00:00.000Z',
  shipRefusal: null,
  captureRefusal: null,
  voidRefusal: null,
  refundUnconfirmed: false,
  refunds: [],
  events: [],
};

const captured: AdminOrderPaymentFieldsFragment = {
  ...authorized,
  state: 'CAPTURED',
  authorized: 0,
  charged: 1234,
  due: 0,
  authorizationExpiresAt: null,
  captureRefusal: `Order ${ORDER} is captured already ($12.34): nothing more is authorized.`,
  voidRefusal: `Order ${ORDER} is captured ($12.34): a charge is not voided here.`,
};

const orderWith = (payment: AdminOrderPaymentFieldsFragment): NonNullable<AdminOrderQuery['order']> => ({
  __typename: 'AdminOrder',
  orderNumber: ORDER,
  placedAt: '2026-11-27T10:00:00.000Z',
  status: 'APPROVED',
  itemCount: 1,
  subtotal: 1000,
  discount: 0,
  shipping: 234,
  exciseTax: 0,
  total: 1234,
  actions: [],
  awaitingIdentityVerification: false,
  canVerifyIdentity: false,
  payment,
  discounts: [],
  taxes: [],
  lines: [],
  customer: { __typename: 'AdminOrderCustomer', id: 'c1', name: 'Casey Buyer', email: 'casey@example.com' },
  shipTo: {
    __typename: 'AdminShipTo',
    firstName: 'Casey',
    lastName: 'Buyer',
    address: '1 Main St',
    city: 'Phoenix',
    state: 'AZ',
    stateName: 'Arizona',
    zipcode: '85004',
  },
  delivery: { __typename: 'AdminDelivery', method: 'ground', name: 'Ground', estimatedFrom: null, estimatedTo: null },
  timeline: [],
  notes: [],
  identityVerification: null,
});

const orderAnswer = (payment: AdminOrderPaymentFieldsFragment): MockLink.MockedResponse => ({
  request: { query: AdminOrderDocument, variables: { orderNumber: ORDER } },
  result: { data: { order: orderWith(payment) } },
});

/** Answers every `query` with `answer`, after keeping the variables it was asked with. */
function recording<T>(
  query: MockLink.MockedResponse['request']['query'],
  seen: T[],
  answer: () => MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables as T);
      return answer() as never;
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The order page's Payment panel, fed by the order's query as the page is (a step refetches it). */
function OrderPayment() {
  const { data } = useQuery(AdminOrderDocument, { variables: { orderNumber: ORDER } });
  return data?.order ? <PaymentPanel orderNumber={ORDER} payment={data.order.payment} /> : null;
}

const renderPanel = (staff: StaffMemberFieldsFragment, payment: AdminOrderPaymentFieldsFragment) =>
  renderWithProviders(
    <StaffProvider staff={staff}>
      <PaymentPanel orderNumber={ORDER} payment={payment} />
    </StaffProvider>,
  );

describe('Capture and Void on the Payment panel', () => {
  it('are offered only to staff who may refund, and only where the server says they apply', () => {
    const { unmount } = renderPanel(manager, authorized);
    expect(screen.getByRole('button', { name: 'Capture $12.34' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Void the authorization' })).toBeTruthy();
    unmount();

    const asClerk = renderPanel(clerk, authorized);
    expect(screen.queryByRole('button', { name: /Capture|Void/ })).toBeNull();
    asClerk.unmount();

    renderPanel(manager, captured);
    expect(screen.getByText('Captured', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Capture|Void/ })).toBeNull();
  });

  it('captures after a confirmation that states the amount in dollars, then shows the payment captured', async () => {
    const seen: CapturePaymentMutationVariables[] = [];
    renderWithProviders(
      <StaffProvider staff={manager}>
        <OrderPayment />
      </StaffProvider>,
      {
        mocks: [
          orderAnswer(authorized),
          recording(CapturePaymentDocument, seen, () => ({ data: { capturePayment: captured } })),
          orderAnswer(captured),
        ],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Capture $12.34' }));
    const dialog = screen.getByRole('alertdialog', { name: `Capture $12.34 of ${ORDER}?` });
    expect(
      within(dialog).getByText('$12.34, the amount authorized, is charged to the card Visa ···· 1111.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Capture $12.34' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(seen).toEqual([{ orderNumber: ORDER, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(await screen.findByText('Captured', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Capture|Void/ })).toBeNull();
  });

  it("says the server's refusal in words; confirming again retries under the same key, a new opening gets a new one", async () => {
    const seen: CapturePaymentMutationVariables[] = [];
    const refusal = `The card could not be charged: the payment gateway did not answer. Order ${ORDER} stays Approved; try again in a minute.`;
    renderWithProviders(
      <StaffProvider staff={manager}>
        <PaymentPanel orderNumber={ORDER} payment={authorized} />
      </StaffProvider>,
      {
        mocks: [
          recording(CapturePaymentDocument, seen, () => ({
            errors: [{ message: refusal, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          })),
        ],
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Capture $12.34' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Capture $12.34' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Capture $12.34' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual(seen[0]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Capture $12.34' }));
    expect(screen.getByRole('alertdialog').textContent).not.toContain(refusal);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Capture $12.34' }));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]?.idempotencyKey).not.toBe(seen[0]?.idempotencyKey);
  });

  it('asks before a void, saying the order owes its total again, and Escape leaves it voiding nothing', async () => {
    const seen: unknown[] = [];
    renderWithProviders(
      <StaffProvider staff={manager}>
        <PaymentPanel orderNumber={ORDER} payment={authorized} />
      </StaffProvider>,
      { mocks: [recording(VoidPaymentDocument, seen, () => ({ errors: [{ message: 'Seen by the test.' }] }))] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Void the authorization' }));
    const dialog = screen.getByRole('alertdialog', { name: `Void the authorization of ${ORDER}?` });
    expect(dialog.textContent).toContain(
      'The $12.34 authorized on the card Visa ···· 1111 is released and never charged.',
    );
    expect(dialog.textContent).toContain(
      'owes $12.34 again: the customer is mailed that their payment was cancelled and pays on their order page',
    );
    expect(within(dialog).getByRole('button', { name: 'Void $12.34' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(seen).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Void the authorization' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Void $12.34' }));
    await waitFor(() => expect(seen).toEqual([{ orderNumber: ORDER, idempotencyKey: expect.any(String) }]));
  });
});
