import { render, screen, within } from '@testing-library/react';
import { ProductGridSkeleton } from '../../web/src/components/product-grid-skeleton';
import { LoadingSkeleton, LoadingStatus, Skeleton } from '../../web/src/components/skeleton';
import { TableSkeleton } from '../../web/src/components/table-skeleton';
import { Component as SearchRoute } from '../../web/src/app/routes/search.route';
import { searchProductsMock } from './fixtures';
import { renderWithProviders } from './render';

describe('skeletons', () => {
  it('say "Loading..." to screen readers and hide their shapes, which only the eye needs', () => {
    const { container } = render(
      <LoadingSkeleton>
        <Skeleton className="skeleton--line" />
      </LoadingSkeleton>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('status').className).toBe('visually-hidden');
    expect(container.querySelector('.skeleton')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('show the words where the spec wants them seen', () => {
    render(<ProductGridSkeleton count={2} label="Loading products..." showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
    expect(screen.getByRole('status').className).not.toContain('visually-hidden');
  });

  it('draw a product grid with the real cards’ boxes, and nothing a keyboard or screen reader can reach', () => {
    const { container } = render(<ProductGridSkeleton count={6} withAction />);
    expect(container.querySelectorAll('.product-grid > li > .product-card')).toHaveLength(6);
    expect(container.querySelectorAll('.product-card__media.skeleton')).toHaveLength(6);
    expect(container.querySelectorAll('.product-card__action.skeleton--button')).toHaveLength(6);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  });

  it('draw a table with its real headings and labelled cells, hidden inside LoadingSkeleton', () => {
    const { container } = render(
      <LoadingSkeleton>
        <TableSkeleton columns={['ORDER', 'DATE']} rows={3} className="order-table" rowClassName="order-table__row" />
      </LoadingSkeleton>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const table = container.querySelector('table.order-table')!;
    expect(within(table as HTMLElement).getAllByText(/ORDER|DATE/, { ignore: false })).toHaveLength(2);
    expect(table.querySelectorAll('tr.order-table__row')).toHaveLength(3);
    expect([...table.querySelectorAll('td')].map((td) => td.dataset.label).slice(0, 2)).toEqual(['ORDER', 'DATE']);
  });

  it('keep a polite status in the page that speaks only while loading', () => {
    const { rerender } = render(<LoadingStatus loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(<LoadingStatus loading={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hold a search page of 30 cards while it loads, then the 30 products in the same grid', async () => {
    const { container } = renderWithProviders(<SearchRoute />, {
      url: '/SearchProduct/Vapes',
      paths: ['/SearchProduct/:category'],
      mocks: [searchProductsMock()],
    });
    expect(container.querySelectorAll('.product-grid .product-card')).toHaveLength(30);
    await screen.findByText('70 products');
    expect(container.querySelectorAll('.product-grid .product-card')).toHaveLength(30);
    expect(container.querySelector('.skeleton')).toBeNull();
  });
});
