import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as RestrictionsRoute } from '../../web/src/app/routes/shipping-restrictions.route';
import { ShippingRestrictionsDocument } from '../../web/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const rule = (
  stateCode: string,
  stateName: string,
  kind: string,
  description: string,
  allowedFlavors: string[] = [],
  maxNicotineMg: number | null = null,
  maxUnits: number | null = null,
) => ({
  __typename: 'ShippingRestriction',
  stateCode,
  stateName,
  kind,
  description,
  allowedFlavors,
  maxNicotineMg,
  maxUnits,
  effectiveFrom: '2023-07-01',
  source: 'Public compilations',
});

const RULES = [
  rule('HI', 'Hawaii', 'no-online-sales', 'out-of-state online sales banned'),
  rule('MA', 'Massachusetts', 'nicotine-cap', 'above 35 mg/mL only in adult-only stores', [], 35),
  rule('NY', 'New York', 'flavor-ban', 'flavored vape products banned', ['Tobacco']),
  rule('NY', 'New York', 'no-vape-shipping', 'delivery to consumers banned'),
  rule('VA', 'Virginia', 'directory', 'HB 1069 (2024) vapor product directory'),
  rule('VA', 'Virginia', 'quantity-limit', 'at most 2 packages of nicotine vapor products per sale', [], null, 2),
  rule('VA', 'Virginia', 'quantity-limit', 'at most 5 bottles of liquid nicotine per sale', [], null, 5),
  rule('UT', 'Utah', 'flavor-ban', 'flavored vape products banned (Tobacco and Menthol allowed)', [
    'Tobacco',
    'Menthol',
  ]),
];

describe('Shipping restrictions page', () => {
  it('lists the rules in force, grouped "No vape shipping", "Flavored vape products not sold", "Nicotine limits", "Product directories" and "Limits per order"', async () => {
    renderWithProviders(<RestrictionsRoute />, {
      mocks: [{ request: { query: ShippingRestrictionsDocument }, result: { data: { shippingRestrictions: RULES } } }],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipping Restrictions');
    const noShipping = await screen.findByRole('region', { name: 'No vape shipping' });
    const rows = (region: HTMLElement) =>
      within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows(noShipping)).toEqual([
      ['Hawaii (HI)', 'out-of-state online sales banned', 'July 1, 2023'],
      ['New York (NY)', 'delivery to consumers banned', 'July 1, 2023'],
    ]);
    const flavors = screen.getByRole('region', { name: 'Flavored vape products not sold' });
    expect(rows(flavors)).toEqual([
      ['New York (NY)', 'flavored vape products banned', 'July 1, 2023', 'Tobacco'],
      ['Utah (UT)', 'flavored vape products banned (Tobacco and Menthol allowed)', 'July 1, 2023', 'Tobacco, Menthol'],
    ]);
    expect(rows(screen.getByRole('region', { name: 'Nicotine limits' }))).toEqual([
      ['Massachusetts (MA)', 'above 35 mg/mL only in adult-only stores', 'July 1, 2023', '35 mg/mL'],
    ]);
    expect(rows(screen.getByRole('region', { name: 'Product directories' }))).toEqual([
      ['Virginia (VA)', 'HB 1069 (2024) vapor product directory', 'July 1, 2023'],
    ]);
    expect(rows(screen.getByRole('region', { name: 'Limits per order' }))).toEqual([
      ['Virginia (VA)', 'at most 2 packages of nicotine vapor products per sale', 'July 1, 2023', '2'],
      ['Virginia (VA)', 'at most 5 bottles of liquid nicotine per sale', 'July 1, 2023', '5'],
    ]);
  });

  it('says so when the rules cannot be loaded for want of a network, and Try again loads them', async () => {
    renderWithProviders(<RestrictionsRoute />, {
      mocks: [
        { request: { query: ShippingRestrictionsDocument }, error: new TypeError('Failed to fetch') },
        { request: { query: ShippingRestrictionsDocument }, result: { data: { shippingRestrictions: RULES } } },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'No vape shipping' })).toBeTruthy();
  });
});
