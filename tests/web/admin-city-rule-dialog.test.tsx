import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RuleDialog } from '../../web/admin/src/features/shipping-rules/rule-dialog';
import {
  AddShippingRuleDocument,
  type AddShippingRuleMutationVariables,
  type ShippingRuleFieldsFragment,
  UpdateShippingRuleDocument,
  type UpdateShippingRuleMutationVariables,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const choices = {
  __typename: 'ShippingRuleChoices' as const,
  states: [
    { __typename: 'ShippingRuleStateChoice' as const, code: 'IL', name: 'Illinois' },
    { __typename: 'ShippingRuleStateChoice' as const, code: 'RI', name: 'Rhode Island' },
  ],
};

const rule = (fields: Partial<ShippingRuleFieldsFragment>): ShippingRuleFieldsFragment => ({
  __typename: 'ShippingRuleView',
  id: '41',
  stateCode: 'IL',
  stateName: 'Illinois',
  city: null,
  zipCodes: [],
  kind: 'NO_DISCOUNT',
  description: 'No coupons on tobacco products',
  endsKinds: ['DISPOSABLE'],
  allowedFlavours: [],
  maxNicotineMg: null,
  maxUnits: null,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  source: 'Chicago tobacco ordinance (2016)',
  active: false,
  inForce: false,
  updatedAt: '2026-11-01T00:00:00Z',
  ...fields,
});

/** Answers every request for `query` with the server's refusal, after keeping the variables it was asked with. */
function refusing<T>(
  query: MockLink.MockedResponse['request']['query'],
  seen: T[],
  message: string,
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables as T);
      return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('the state rules editor’s City and ZIP codes', () => {
  it('offers a city only for a rule on discounts, and sends the ZIPs typed with commas or spaces, "606xx" as its prefix', async () => {
    const seen: AddShippingRuleMutationVariables[] = [];
    renderWithProviders(<RuleDialog rule={null} choices={choices} onClose={() => {}} />, {
      mocks: [refusing(AddShippingRuleDocument, seen, 'zipCodes: 02860 is named twice.')],
    });
    expect(screen.queryByLabelText(/^City/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^What it stops/), 'NO_DISCOUNT');
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'RI');
    await userEvent.type(screen.getByLabelText(/^City/), '  Pawtucket ');
    await userEvent.type(screen.getByLabelText(/^ZIP codes/), '02860, 02861 606xx,,02860');
    await userEvent.type(screen.getByLabelText(/^Description/), 'No coupons');
    await userEvent.click(
      within(screen.getByRole('group', { name: /Kinds of vapour product/ })).getByLabelText(/Disposable/i),
    );
    await userEvent.type(screen.getByLabelText(/^Source/), 'Test ordinance');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('zipCodes: 02860 is named twice.');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.input).toMatchObject({
      stateCode: 'RI',
      kind: 'NO_DISCOUNT',
      city: 'Pawtucket',
      zipCodes: ['02860', '02861', '606', '02860'],
    });
  });

  it('sends no city for a shipping rule, even one typed before the kind changed', async () => {
    const seen: AddShippingRuleMutationVariables[] = [];
    renderWithProviders(<RuleDialog rule={null} choices={choices} onClose={() => {}} />, {
      mocks: [refusing(AddShippingRuleDocument, seen, 'Seen by the test.')],
    });
    await userEvent.selectOptions(screen.getByLabelText(/^What it stops/), 'NO_MULTI_BUY');
    await userEvent.type(screen.getByLabelText(/^City/), 'Pawtucket');
    await userEvent.type(screen.getByLabelText(/^ZIP codes/), '02860');
    await userEvent.selectOptions(screen.getByLabelText(/^What it stops/), 'NO_VAPE_SHIPPING');
    expect(screen.queryByLabelText(/^ZIP codes/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'RI');
    await userEvent.type(screen.getByLabelText(/^Description/), 'No shipping');
    await userEvent.click(
      within(screen.getByRole('group', { name: /Kinds of vapour product/ })).getByLabelText(/Disposable/i),
    );
    await userEvent.type(screen.getByLabelText(/^Source/), 'Test statute');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(seen[0]!.input).toMatchObject({ kind: 'NO_VAPE_SHIPPING', city: null, zipCodes: [] });
  });

  it('edits a city’s rule with its name as text and its ZIPs as the page shows them', async () => {
    const hostile = '<img src=x onerror=alert(1)> Chicago';
    const seen: UpdateShippingRuleMutationVariables[] = [];
    renderWithProviders(
      <RuleDialog rule={rule({ city: hostile, zipCodes: ['60601', '606'] })} choices={choices} onClose={() => {}} />,
      { mocks: [refusing(UpdateShippingRuleDocument, seen, 'city: the rule of Chicago stays a city’s rule.')] },
    );
    expect(screen.getByRole('heading', { name: `Edit the rule for ${hostile}, Illinois` })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe(hostile);
    const zips = screen.getByLabelText<HTMLInputElement>(/^ZIP codes/);
    expect(zips.value).toBe('60601, 606xx');
    await userEvent.clear(zips);
    await userEvent.type(zips, '606xx 607');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(seen[0]).toMatchObject({ id: '41', input: { city: hostile, zipCodes: ['606', '607'] } });
  });

  it('offers no city when editing a rule of the whole state', () => {
    renderWithProviders(
      <RuleDialog rule={rule({ stateCode: 'RI', stateName: 'Rhode Island' })} choices={choices} onClose={() => {}} />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>(/^What it stops/).value).toBe('NO_DISCOUNT');
    expect(screen.queryByLabelText(/^City/)).toBeNull();
    expect(screen.queryByLabelText(/^ZIP codes/)).toBeNull();
  });
});
