import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '../../web/src/components/pager';

describe('Pager', () => {
  it('reads "Page X of Y" by default and moves one page with Prev and Next', async () => {
    const onPageChange = jest.fn();
    render(<Pager page={2} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toBe('PrevPage 2 of 5Next');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('shows "X / Y" as a fraction, which screen readers hear as "Page X of Y"', () => {
    render(<Pager page={2} pageCount={5} onPageChange={jest.fn()} status="fraction" />);
    expect(screen.getByText('2 / 5').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Page 2 of 5').className).toBe('visually-hidden');
  });

  it('disables Prev on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={2} onPageChange={jest.fn()} />);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect([button('Prev').disabled, button('Next').disabled]).toEqual([true, false]);
    rerender(<Pager page={2} pageCount={2} onPageChange={jest.fn()} />);
    expect([button('Prev').disabled, button('Next').disabled]).toEqual([false, true]);
  });
});
