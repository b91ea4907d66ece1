import { render, screen } from '@testing-library/react';
import { MoneyTotals } from '../../web/src/components/money-totals';

const figures = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('dl > div'), (row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe('MoneyTotals', () => {
  it('shows each state excise tax as its own line before the total that includes it', () => {
    const { container } = render(
      <MoneyTotals
        totals={{
          subtotal: 5997,
          discount: 1000,
          discounts: [{ name: 'First purchase', code: null, amount: 1000, freeShipping: false }],
          shipping: 0,
          taxes: [{ name: 'Pennsylvania vapour products tax', amount: 1199 }],
          total: 6196,
        }}
      />,
    );
    expect(figures(container)).toEqual([
      ['Subtotal', '$59.97'],
      ['First purchase', '−$10.00'],
      ['Shipping', 'Free'],
      ['Pennsylvania vapour products tax', '$11.99'],
      ['Total', '$61.96'],
    ]);
  });

  it('names each promotion with its code, and the promotion that made shipping free', () => {
    const { container } = render(
      <MoneyTotals
        totals={{
          subtotal: 5000,
          discount: 1250,
          discounts: [
            { name: 'Summer sale', code: null, amount: 750, freeShipping: false },
            { name: 'Newsletter', code: 'HELLO10', amount: 500, freeShipping: false },
            { name: 'Ships free', code: null, amount: 599, freeShipping: true },
          ],
          shipping: 0,
          total: 3750,
        }}
      />,
    );
    expect(figures(container)).toEqual([
      ['Subtotal', '$50.00'],
      ['Summer sale', '−$7.50'],
      ['Newsletter (HELLO10)', '−$5.00'],
      ['Shipping (Ships free)', 'Free'],
      ['Total', '$37.50'],
    ]);
  });

  it('tells which products a promotion leaves out and why, in the law’s words', () => {
    render(
      <MoneyTotals
        totals={{
          subtotal: 5000,
          discount: 250,
          shipping: 0,
          total: 4750,
          notices: [
            {
              message:
                'New Jersey law does not allow discounts on vapour products; the code still applies to the other items.',
              products: ['Geek Bar Pulse', 'Elf Bar'],
            },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Discounts not allowed' });
    expect(list.textContent).toBe(
      'Geek Bar Pulse, Elf Bar: New Jersey law does not allow discounts on vapour products; the code still applies to the other items.',
    );
  });

  it('shows no tax line where none applies', () => {
    render(<MoneyTotals totals={{ subtotal: 1000, discount: 0, shipping: 599, taxes: [], total: 1599 }} />);
    expect(screen.queryByText(/tax/)).toBeNull();
  });
});
