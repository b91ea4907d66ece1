import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../../web/src/app/router';
import { ErrorPage } from '../../web/src/components/error-page';
import { returnPath } from '../../web/src/features/account/auth/return-path';
import { DealsPage } from '../../web/src/features/content/deals-page';
import { createCache } from '../../web/src/lib/apollo-client';
import { type ProductSearchInput, SearchProductsDocument } from '../../web/src/graphql/__generated__/graphql';
import type { MockLink } from '@apollo/client/testing';
import { CUSTOMER, meMock } from './account-fixtures';
import { cartMock } from './cart-fixtures';
import { signUpOfferMock } from './promotion-fixtures';
import { CATALOGUE, menuGroupsMock, searchProductsMock, searchResult } from './fixtures';

function renderApp(url: string, customer: typeof CUSTOMER | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MockedProvider mocks={[menuGroupsMock(), meMock(customer), cartMock(), signUpOfferMock()]} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

function renderDeals(mock: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[mock]} cache={createCache()}>
      <MemoryRouter useTransitions={false}>
        <DealsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Deals page', () => {
  it('lists only the products on sale, each card with its former price struck through', async () => {
    const seen: ProductSearchInput[] = [];
    renderDeals(searchProductsMock(seen));
    const grid = await screen.findByRole('list', { name: 'Deals' });
    const onSale = CATALOGUE.filter((item) => item.id % 7 === 3);
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(onSale.map((item) => item.name));
    expect(grid.querySelectorAll('s')).toHaveLength(onSale.length);
    expect(seen[0]).toMatchObject({ onSale: true, page: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deals');
    expect(document.title).toBe('Deals | ESI Vape & Smoke Shop');
  });

  it("announces in the spec's words that deals are coming when nothing is on sale", async () => {
    const empty = searchResult({ search: 'nothing matches this' });
    renderDeals({ request: { query: SearchProductsDocument, variables: () => true }, result: { data: empty } });
    expect((await screen.findByText('Exciting Deals Coming Soon!')).tagName).toBe('H1');
    expect(screen.getByText('Stay tuned for amazing discounts and offers.')).toBeTruthy();
  });
});

describe('Not-found page', () => {
  it('answers an unknown path inside the header and footer, with a link home', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('button', { name: 'All Categories' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('Root layout', () => {
  it('starts with a skip link to the main content and offers the newsletter box in the footer', async () => {
    renderApp('/missing');
    await screen.findByRole('button', { name: 'All Categories' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
    expect(within(screen.getByRole('contentinfo')).getByRole('textbox', { name: /newsletter/i })).toBeTruthy();
  });

  it('links the footer to wholesale, careers, rewards, blogs and My Orders, with both phone numbers', async () => {
    renderApp('/missing');
    await screen.findByRole('button', { name: 'All Categories' });
    const footer = screen.getByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Wholesale')).toBe('/WholeSale');
    expect(href('Careers')).toBe('/Career');
    expect(href('Rewards & Discounts')).toBe('/Military');
    expect(href('Blogs')).toBe('/FooterBlog');
    expect(href('My Orders')).toBe('/app/Login?next=%2Fapp%2Fdashboard%2F');
    expect(href('Shipping Restrictions')).toBe('/ShippingRestrictions');
    expect(href('(602) 555-0140')).toBe('tel:6025550140');
    expect(href('(602) 555-0141')).toBe('tel:6025550141');
    // The first-order promotion's own words (signUpOffer), not the footer's.
    await waitFor(() => expect(footer.textContent).toContain('$10 OFF your first purchase when you create'));
    expect(footer.textContent).toContain('FREE SHIPPING on purchases above $89.99');
  });
});

describe('My Orders', () => {
  it('leads a logged-in customer straight to the dashboard', async () => {
    renderApp('/missing', CUSTOMER);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/app/dashboard/'),
    );
  });

  it('takes a guest to the login page, which then goes on to the dashboard', async () => {
    renderApp('/missing');
    await screen.findByRole('button', { name: 'All Categories' });
    const href = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'My Orders' }).getAttribute('href');
    const target = new URL(href ?? '', 'http://shop.test');
    expect(target.pathname).toBe('/app/Login');
    expect(returnPath(null, target.search)).toBe('/app/dashboard/');
  });
});

describe('Logo', () => {
  it('is named by the words it shows, then what it is for (label in name)', async () => {
    renderApp('/missing');
    await screen.findByRole('button', { name: 'All Categories' });
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: /^ESI Vape & Smoke/ });
    expect(logo.textContent).toBe('ESI Vape & Smoke Shop, home');
    expect(logo.getAttribute('aria-label')).toBeNull();
    expect(logo.getAttribute('href')).toBe('/');
  });
});

describe('Error page', () => {
  it('shows a friendly message instead of the router default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      function Broken(): never {
        throw new Error('boom');
      }
      const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
      render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
      expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    } finally {
      spy.mockRestore();
    }
  });
});
