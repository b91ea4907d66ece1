import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { SettlementReport } from '../../web/admin/src/features/payments/settlement-report';
import { SettlementReportDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const answered = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SettlementReportDocument, variables: { days: 14 } },
  result,
  delay: 20,
});

const day = (on: string, captured: number, refunded: number) => ({
  __typename: 'SettlementDayView' as const,
  day: on,
  captures: captured ? 1 : 0,
  captured,
  refunds: refunded ? 1 : 0,
  refunded,
  net: captured - refunded,
  voids: 0,
});

describe('the daily settlement report (the shared AdminTable)', () => {
  it('shows a skeleton said in words, then a row a day with a day that refunded more than it took as minus', async () => {
    renderWithProviders(<SettlementReport />, {
      mocks: [answered({ data: { settlementReport: [day('2026-11-27', 4_500, 0), day('2026-11-26', 0, 1_250)] } })],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading the settlement report…');
    const table = await screen.findByRole('table', { name: 'Money captured and refunded per day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map(
        (row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent)[4],
      ),
    ).toEqual(['$45.00', '−$12.50']);
  });

  it('says so when no money moved in those days', async () => {
    renderWithProviders(<SettlementReport />, { mocks: [answered({ data: { settlementReport: [] } })] });
    await screen.findByText('No money was captured or refunded in these days.');
  });

  it('says a refusal in its words', async () => {
    renderWithProviders(<SettlementReport />, {
      mocks: [answered({ errors: [{ message: 'You may not see payments.', extensions: { code: 'FORBIDDEN' } }] })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You may not see payments.');
  });
});
