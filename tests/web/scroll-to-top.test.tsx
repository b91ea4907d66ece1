import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { ScrollToTop } from '../../web/src/components/layout/scroll-to-top';
import { renderWithProviders } from './render';

describe('ScrollToTop', () => {
  it('scrolls to the top on a new path but not when only the query string changes', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    renderWithProviders(
      <>
        <ScrollToTop />
        <Link to="/Deals">Deals</Link>
        <Link to="/Deals?page=2">Page 2</Link>
      </>,
      { url: '/' },
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Deals' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
