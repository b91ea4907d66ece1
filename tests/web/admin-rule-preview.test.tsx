import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RuleDialog } from '../../web/admin/src/features/shipping-rules/rule-dialog';
import {
  PreviewShippingRuleDocument,
  type PreviewShippingRuleQuery,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

type Preview = PreviewShippingRuleQuery['previewShippingRule'];

const choices = {
  __typename: 'ShippingRuleChoices' as const,
  states: [{ __typename: 'ShippingRuleStateChoice' as const, code: 'RI', name: 'Rhode Island' }],
};

const answer = (fields: Partial<Preview>): Preview => ({
  __typename: 'ShippingRulePreview',
  effect: 'STOPS_SHIPPING',
  kind: 'NO_VAPE_SHIPPING',
  stateCode: 'RI',
  stateName: 'Rhode Island',
  placeName: 'Rhode Island',
  active: true,
  maxUnits: null,
  productCount: 12,
  newlyStoppedCount: 3,
  products: [
    {
      __typename: 'StoppedProduct',
      id: '7',
      name: 'Mint Disposable',
      productType: 'Disposable Vape',
      flavor: 'Mint',
      nicotineMg: 50,
    },
  ],
  problem: null,
  ...fields,
});

/** The server's preview, whatever the dialog asks. */
const previewing = (preview: Preview): MockLink.MockedResponse => ({
  request: { query: PreviewShippingRuleDocument, variables: () => true },
  result: { data: { previewShippingRule: preview } },
});

/** Opens the add dialog, asks for the preview, and gives back its panel. */
async function previewed(preview: Preview): Promise<HTMLElement> {
  renderWithProviders(<RuleDialog rule={null} choices={choices} onClose={() => {}} />, {
    mocks: [previewing(preview)],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return (await screen.findByRole('heading', { name: 'What it would do' })).closest('section')!;
}

describe('the state rules editor’s Preview says what the server says the rule would do', () => {
  it('a shipping rule: the products that could not be shipped, and how many no other rule stops', async () => {
    const panel = await previewed(answer({}));
    expect(panel.textContent).not.toContain('Not confirmed');
    expect(
      within(panel).getByText(
        '12 products could not be shipped to Rhode Island; 3 of them no other rule in force stops already.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('listitem').textContent).toBe('Mint Disposable (Disposable Vape, Mint, 50 mg/mL)');
  });

  it('a city’s rule on discounts: the discounts refused at the city, in the words of its kind, from the server’s effect', async () => {
    // The dialog still reads "No shipping" (its first kind): the words follow the server's answer alone.
    const panel = await previewed(
      answer({
        effect: 'LIMITS_DISCOUNTS',
        kind: 'NO_DISCOUNT',
        placeName: 'Providence, Rhode Island',
        productCount: 40,
        newlyStoppedCount: 0,
      }),
    );
    expect(panel.querySelector('p')!.textContent).toBe(
      'Discounts on these 40 products will be refused for orders shipped to Providence, Rhode Island; 0 of them no ' +
        'other rule of this kind in force there covers already.',
    );
    expect(panel.textContent).not.toMatch(/could not be shipped/);
  });

  it('a free-sample ban of one product says it may never be free', async () => {
    const sample = await previewed(answer({ effect: 'LIMITS_DISCOUNTS', kind: 'NO_FREE_SAMPLE', productCount: 1 }));
    expect(sample.querySelector('p')!.textContent).toMatch(
      /^This product may never be free of charge \(no free samples\) in orders shipped to Rhode Island; 3 of them/,
    );
  });

  it('a quantity limit: the most units an order may hold of the products it covers', async () => {
    const panel = await previewed(
      answer({ effect: 'LIMITS_QUANTITY', kind: 'QUANTITY_LIMIT', placeName: 'Vermont', maxUnits: 5 }),
    );
    expect(panel.querySelector('p')!.textContent).toBe(
      'Orders to Vermont may hold at most 5 units of these 12 products, all lines together; 3 of them no other ' +
        'quantity limit in force covers already.',
    );
  });

  it('a limit that covers no active product says it would change nothing', async () => {
    const panel = await previewed(
      answer({ effect: 'LIMITS_DISCOUNTS', kind: 'NO_FREE_GIFT', productCount: 0, newlyStoppedCount: 0, products: [] }),
    );
    expect(panel.querySelector('p')!.textContent).toBe(
      'No active product is of the kinds it covers: it would change nothing for orders to Rhode Island.',
    );
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says first that an unconfirmed rule, edited, still does nothing until it is confirmed', async () => {
    const panel = await previewed(answer({ active: false }));
    expect(panel.textContent).toMatch(
      /^What it would doNot confirmed: the shop applies none of this until the rule is confirmed\./,
    );
  });

  it('shows a hostile city name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const panel = await previewed(
      answer({ effect: 'LIMITS_DISCOUNTS', kind: 'NO_MULTI_BUY', placeName: `${hostile}, Rhode Island` }),
    );
    expect(panel.querySelector('p')!.textContent).toContain(
      `Buy-one-get-one, bundle or below-cost prices on these 12 products will be refused for orders shipped to ${hostile}, Rhode Island;`,
    );
    expect(document.querySelector('img')).toBeNull();
  });
});
