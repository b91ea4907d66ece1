import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Component as PromotionsRoute } from '../../web/admin/src/features/promotions/promotions.route';
import {
  AddPromotionCodesDocument,
  type AddPromotionCodesMutationVariables,
  type PromotionFieldsFragment,
  PromotionPreviewDocument,
  PromotionsDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const spring: PromotionFieldsFragment = {
  __typename: 'PromotionView',
  id: '7',
  name: 'Spring <img src=x onerror=alert(1)>',
  banner: null,
  status: 'DRAFT',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  headline: '$2.50 OFF',
  action: 'FIXED_OFF',
  appliesTo: 'ORDER',
  percentBp: null,
  amountCents: 250,
  buyQuantity: null,
  getQuantity: null,
  minSubtotalCents: null,
  productIds: [],
  brands: [],
  categories: [],
  endsKinds: [],
  firstOrder: false,
  requiresCode: false,
  combinable: true,
  priority: 0,
  usageLimit: null,
  perCustomerLimit: null,
  uses: 0,
  codeCount: 0,
  usedCodeCount: 0,
  orders: 0,
  discountCents: 0,
  revenueCents: 0,
};

const listed: MockLink.MockedResponse = {
  request: { query: PromotionsDocument, variables: () => true },
  result: { data: { promotions: [spring] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const renderPromotions = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<PromotionsRoute />, { url: '/admin/promotions', mocks: [listed, ...mocks] });

async function openRowAction(name: string) {
  const row = await screen.findByRole('row', { name: /Spring/ });
  await userEvent.click(within(row).getByRole('button', { name }));
}

describe('the promotions page', () => {
  it('asks before adding a batch of codes, which cannot be taken back, and adds it once', async () => {
    const seen: AddPromotionCodesMutationVariables[] = [];
    renderPromotions([
      {
        request: { query: AddPromotionCodesDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          seen.push(variables as AddPromotionCodesMutationVariables);
          return { data: { addPromotionCodes: 500 } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await openRowAction('Add codes');
    const dialog = screen.getByRole('dialog', { name: `Codes of ${spring.name}` });
    await userEvent.type(within(dialog).getByLabelText('Or: how many single-use codes'), '500');
    await userEvent.type(within(dialog).getByLabelText('Each starting with (optional)'), 'spr-');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    await within(dialog).findByText(
      `Add 500 single-use codes starting SPR- to ${spring.name}? Codes cannot be taken back once added; from then on the promotion applies only with a code.`,
    );
    expect(seen).toEqual([]);

    // Back changes nothing; asked again, then confirmed once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    await userEvent.type(within(dialog).getByLabelText('Or: how many single-use codes'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add them' }));
    await within(dialog).findByText('500 codes added. The promotion now asks for a code.');
    expect(seen).toEqual([{ id: '7', code: null, count: 500, prefix: null }]);
  });

  it('refuses a batch size that is not a whole number in words, asking nothing of the server', async () => {
    renderPromotions([]);
    await openRowAction('Add codes');
    const dialog = screen.getByRole('dialog', { name: `Codes of ${spring.name}` });
    await userEvent.type(within(dialog).getByLabelText('Or: how many single-use codes'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Give one shared code, or how many single-use codes as a whole number, e.g. 500.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Add them' })).toBeNull();
  });

  it("says the server's refusal of a preview in its own words", async () => {
    renderPromotions([
      {
        request: { query: PromotionPreviewDocument, variables: () => true },
        result: { errors: [{ message: 'There is no product 999.', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await openRowAction('Preview');
    const dialog = screen.getByRole('dialog', { name: `Preview ${spring.name}` });
    await userEvent.type(within(dialog).getByLabelText('Lines'), '999 x 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('There is no product 999.'));
  });
});
