import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { PaymentPanel } from '../../web/admin/src/features/payments/payment-panel';
import { RefundDialog } from '../../web/admin/src/features/payments/refund-dialog';
import { promotionInput } from '../../web/admin/src/features/promotions/promotion-form';
import {
  type AdminOrderPaymentFieldsFragment,
  type CheckUnconfirmedRefundsMutationVariables,
  CheckUnconfirmedRefundsDocument,
  type RecordPaymentMutationVariables,
  RecordPaymentDocument,
  type RefundQuoteQueryVariables,
  RefundQuoteDocument,
  type StaffMemberFieldsFragment,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { FormProblem } from '../../web/admin/src/lib/admin-errors';
import { StaffProvider } from '../../web/admin/src/lib/staff-session';
import { renderWithProviders } from './render';

const manager: StaffMemberFieldsFragment = {
  __typename: 'StaffMember',
  id: '6f0c8c8e-6a43-4a51-9f57-0c1f0e0b1a11',
  email: 'manager@staff.example.com',
  name: 'Morgan',
  role: 'MANAGER',
  permissions: ['READ_ORDER', 'REFUND_ORDER'],
  enrolled: true,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A money-order order: nothing authorized on a card, $2,000.00 owed. */
const unpaid: AdminOrderPaymentFieldsFragment = {
  __typename: 'AdminOrderPayment',
  provider: 'manual',
  state: 'UNPAID',
  authorized: 0,
  charged: 0,
  refunded: 0,
  due: 200_000,
  method: null,
  brand: null,
  lastFour: null,
  cardExpiry: null,
  avsResult: null,
  cvvResult: null,
  authorizationExpiresAt: null,
  shipRefusal: null,
  captureRefusal: 'Order ESI-100001 has nothing authorized to capture.',
  voidRefusal: 'Order ESI-100001 has nothing authorized to void.',
  refundUnconfirmed: false,
  refunds: [],
  events: [],
};

/** Answers every request for `query` with an error, after keeping the variables it was asked with. */
function recording<T>(query: MockLink.MockedResponse['request']['query'], seen: T[]): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables as T);
      return { errors: [{ message: 'Seen by the test.' }] };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('money typed in dollars in the back office (one reader, lib/dollars)', () => {
  it('refuses a promotion amount with a comma for a decimal point rather than reading it a hundred times larger', () => {
    const typed = { name: 'Spring', startsAt: '2026-12-01', action: 'FIXED_OFF' };
    expect(() => promotionInput(form({ ...typed, amount: '12,34' }))).toThrow(
      new FormProblem('Amount off: "12,34" is not an amount of dollars, e.g. 12.34.'),
    );
    expect(() => promotionInput(form({ ...typed, amount: '5', minSubtotal: '-20' }))).toThrow(
      new FormProblem('Least subtotal: Enter an amount of $0.00 or more.'),
    );
    const input = promotionInput(form({ ...typed, amount: '$5.50', minSubtotal: '1,250' }));
    expect([input.amountCents, input.minSubtotalCents]).toEqual([550, 125_000]);
  });

  it('refuses a recorded payment that is not an amount in words, and sends nothing', async () => {
    const seen: RecordPaymentMutationVariables[] = [];
    renderWithProviders(
      <StaffProvider staff={manager}>
        <PaymentPanel orderNumber="ESI-100001" payment={unpaid} />
      </StaffProvider>,
      { mocks: [recording(RecordPaymentDocument, seen)] },
    );
    expect(screen.getByText('No payment yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Record a payment received' }));
    await userEvent.type(screen.getByLabelText('Amount (dollars)'), '12.345');
    await userEvent.type(screen.getByLabelText('Reference (e.g. money order number)'), 'MO-7781');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Amount: Dollars and cents take at most two decimals: 12.345 has more.',
    );
    expect(seen).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount (dollars)'));
    await userEvent.type(screen.getByLabelText('Amount (dollars)'), '$1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      orderNumber: 'ESI-100001',
      input: { amount: 123_450, reference: 'MO-7781', note: null },
    });
  });

  it('asks what a refund of an amount typed with a thousands comma comes to, in exact cents', async () => {
    const seen: RefundQuoteQueryVariables[] = [];
    renderWithProviders(
      <RefundDialog open orderNumber="ESI-100001" lines={[]} refundable={300_000} card={null} onClose={() => {}} />,
      { mocks: [recording(RefundQuoteDocument, seen)] },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'An amount' }));
    await userEvent.type(screen.getByLabelText('Amount (dollars)'), '12.345');
    await userEvent.type(screen.getByLabelText('Reason (sent to the customer)'), 'Damaged in transit');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dollars and cents take at most two decimals: 12.345 has more.',
    );
    expect(seen).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount (dollars)'));
    await userEvent.type(screen.getByLabelText('Amount (dollars)'), '1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.input).toMatchObject({ amount: 123_450, lines: [], reason: 'Damaged in transit' });
  });
});

describe('a refund the gateway never answered, on the payment panel', () => {
  /** Captured and settled, $20.00 of it refunded by a call whose answer was lost. */
  const inDoubt: AdminOrderPaymentFieldsFragment = {
    ...unpaid,
    provider: 'authorizenet',
    state: 'CAPTURED',
    authorized: 4_000,
    charged: 4_000,
    due: 0,
    method: 'card',
    brand: 'Visa',
    lastFour: '1111',
    refundUnconfirmed: true,
  };

  it('says in words that the refund may have been made, and asks the gateway when staff check', async () => {
    const seen: CheckUnconfirmedRefundsMutationVariables[] = [];
    renderWithProviders(
      <StaffProvider staff={manager}>
        <PaymentPanel orderNumber="ESI-100001" payment={inDoubt} />
      </StaffProvider>,
      { mocks: [recording(CheckUnconfirmedRefundsDocument, seen)] },
    );
    const note = screen.getByRole('status');
    // The order page's disabled Refund button is described by this note.
    expect(note.id).toBe('refund-unconfirmed');
    expect(note.textContent).toMatch(/Refund unconfirmed[\s\S]*may have been made[\s\S]*no other refund/);
    await userEvent.click(screen.getByRole('button', { name: 'Check with the gateway' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Seen by the test.');
    expect(seen).toEqual([{ orderNumber: 'ESI-100001' }]);
  });

  it('tells staff who may not refund that the daily reconciliation asks the gateway, with nothing to press', () => {
    renderWithProviders(
      <StaffProvider staff={{ ...manager, permissions: ['READ_ORDER'] }}>
        <PaymentPanel orderNumber="ESI-100001" payment={inDoubt} />
      </StaffProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/daily reconciliation asks it/);
    expect(screen.queryByRole('button', { name: 'Check with the gateway' })).toBeNull();
  });

  it('shows no such note for a payment whose refunds were all answered', () => {
    renderWithProviders(
      <StaffProvider staff={manager}>
        <PaymentPanel orderNumber="ESI-100001" payment={{ ...inDoubt, refundUnconfirmed: false }} />
      </StaffProvider>,
    );
    expect(screen.queryByText(/Refund unconfirmed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check with the gateway' })).toBeNull();
  });
});
