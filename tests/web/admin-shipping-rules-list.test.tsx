import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Component as ShippingRulesRoute } from '../../web/admin/src/features/shipping-rules/shipping-rules.route';
import {
  type ShippingRuleFieldsFragment,
  ShippingRulesDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const rule = (fields: Partial<ShippingRuleFieldsFragment>): ShippingRuleFieldsFragment => ({
  __typename: 'ShippingRuleView',
  id: '1',
  stateCode: 'NJ',
  stateName: 'New Jersey',
  city: null,
  zipCodes: [],
  kind: 'NO_DISCOUNT',
  description: 'No discounts on vapour products',
  endsKinds: ['DISPOSABLE'],
  allowedFlavours: [],
  maxNicotineMg: null,
  maxUnits: null,
  effectiveFrom: '2020-03-01',
  effectiveTo: null,
  source: 'N.J.S.A. 2C:33-13.1',
  active: true,
  inForce: true,
  updatedAt: '2026-11-01T00:00:00Z',
  ...fields,
});

const listed = (rules: ShippingRuleFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: ShippingRulesDocument },
  result: { data: { shippingRules: rules, shippingRuleChoices: { __typename: 'ShippingRuleChoices', states: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the shipping rules list, rules in force today', () => {
  it('shows a rule awaiting confirmation beside those in force, but not one set inactive whose days have ended', async () => {
    renderWithProviders(<ShippingRulesRoute />, {
      url: '/admin/shipping-rules',
      mocks: [
        listed([
          rule({ id: '1' }),
          rule({ id: '2', stateCode: 'NY', stateName: 'New York', active: false, inForce: false }),
          rule({
            id: '3',
            stateCode: 'UT',
            stateName: 'Utah',
            kind: 'NO_MULTI_BUY',
            active: false,
            inForce: false,
            effectiveTo: '2021-01-01',
          }),
        ]),
      ],
    });
    const newYork = await screen.findByRole('row', { name: /New York/ });
    expect(within(newYork).getByText('No: not confirmed')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /New Jersey/ })).getByText('Yes')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Utah/ })).toBeNull();
  });

  it('lists an ended inactive rule among all rules as not in force, not as awaiting confirmation', async () => {
    renderWithProviders(<ShippingRulesRoute />, {
      url: '/admin/shipping-rules?shown=all',
      mocks: [listed([rule({ id: '3', active: false, inForce: false, effectiveTo: '2021-01-01' })])],
    });
    const ended = await screen.findByRole('row', { name: /New Jersey/ });
    expect(within(ended).queryByText('No: not confirmed')).toBeNull();
    expect(within(ended).getByText('No')).toBeTruthy();
  });
});
