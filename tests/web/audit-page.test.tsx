import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as AuditRoute } from '../../web/admin/src/features/audit/audit.route';
import {
  type AuditEventsQuery,
  AuditEventsDocument,
  type AuditEventsQueryVariables,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { changedValues } from '../../web/admin/src/lib/changed-values';
import { renderWithProviders } from './render';

type AuditEvent = AuditEventsQuery['auditEvents']['events'][number];

const priceChange: AuditEvent = {
  __typename: 'AuditEventView',
  id: '1234',
  at: '2026-11-27T10:15:00.000Z',
  staffId: '6f0c8c8e-6a43-4a51-9f57-0c1f0e0b1a11',
  staffEmail: 'cat.clerk@staff.example.com',
  staffRole: 'catalogue',
  clientIp: '203.0.113.9',
  operation: 'product.update',
  recordType: 'product',
  recordId: '42',
  before: JSON.stringify({ name: 'Mango Ice', priceCents: 1234, compareAtPriceCents: null, published: false }),
  after: JSON.stringify({ name: 'Mango Ice', priceCents: 1300, compareAtPriceCents: 1500, published: true }),
};

/** Answers every AuditEvents request with `events`; records the variables each asked with. */
function eventsMock(events: AuditEvent[], seen: AuditEventsQueryVariables[] = []): MockLink.MockedResponse {
  return {
    request: { query: AuditEventsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables as AuditEventsQueryVariables);
      return { data: { auditEvents: { __typename: 'AuditEventPage', events, total: events.length } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const renderAudit = (mocks: MockLink.MockedResponse[], url = '/admin/audit') =>
  renderWithProviders(<AuditRoute />, { url, paths: ['/admin/audit'], mocks });

describe('what a change did, in words (changedValues)', () => {
  it('reads money in dollars, yes or no, and field names as words', () => {
    expect(changedValues(priceChange.before, priceChange.after)).toEqual([
      'Price: $12.34 → $13.00',
      'Compare-at price: — → $15.00',
      'Published: no → yes',
    ]);
  });

  it('reads a value that is not a record, and a time, as a person does', () => {
    expect(changedValues(null, JSON.stringify({ wholesaleCostCents: 250, filedAt: '2026-11-02T09:30:00Z' }))).toEqual([
      'Wholesale cost: $2.50',
      'Filed at: Nov 2, 2026, 9:30 AM UTC',
    ]);
    expect(changedValues(null, '"pending"')).toEqual(['Value: pending']);
  });

  it("reads a promotion's basis points as a percent", () => {
    expect(changedValues(JSON.stringify({ percentBp: 1000 }), JSON.stringify({ percentBp: 1250 }))).toEqual([
      'Percent off: 10 % → 12.5 %',
    ]);
  });
});

describe('the Audit trail page (/admin/audit)', () => {
  it('asks for the filters in the URL, in staff words, and shows each change as a person reads it', async () => {
    const seen: AuditEventsQueryVariables[] = [];
    renderAudit([eventsMock([priceChange], seen)], '/admin/audit?staff=Cat%20Clerk&recordType=product&record=Mango');
    const row = await screen.findByRole('row', { name: /product\.update/ });
    expect(seen[0]!.filter).toEqual({
      staff: 'Cat Clerk',
      recordType: 'product',
      record: 'Mango',
      operation: null,
      from: null,
      to: null,
    });
    expect(within(row).getByText('Price: $12.34 → $13.00')).toBeTruthy();
    expect(within(row).getByRole('list').textContent).not.toMatch(/priceCents|1234/);
    expect(within(row).getByRole('link', { name: '42' }).getAttribute('href')).toBe('/admin/products/42');
    // The values as recorded stay at hand, folded.
    await userEvent.click(within(row).getByText('As recorded'));
    expect(within(row).getByText(/"priceCents":1300/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/admin-api/export/audit.csv?staff=Cat+Clerk&recordType=product&record=Mango',
    );
  });

  it('puts the filters typed into the URL', async () => {
    const { url } = renderAudit([eventsMock([priceChange])]);
    await screen.findByRole('row', { name: /product\.update/ });
    await userEvent.type(screen.getByLabelText('Staff'), 'cat.clerk@staff.example.com');
    await userEvent.type(screen.getByLabelText('Record'), 'Mango Ice');
    await userEvent.selectOptions(screen.getByLabelText('Record type'), 'product');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(url()).toBe('/admin/audit?staff=cat.clerk%40staff.example.com&record=Mango+Ice&recordType=product'),
    );
  });

  it('says so when nothing matches', async () => {
    renderAudit([eventsMock([])], '/admin/audit?staff=Nobody');
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
  });
});
