import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogInDocument } from '../../web/src/graphql/__generated__/graphql';
import { RequireSession } from '../../web/src/components/require-session';
import { LoginPage } from '../../web/src/features/account/auth/login-page';
import { CUSTOMER, meMock, renderRoutes } from './account-fixtures';

const guarded = (
  <RequireSession>
    <h1>Addresses page</h1>
  </RequireSession>
);

describe('RequireSession', () => {
  it('sends a guest to the login page and back to the page afterwards', async () => {
    const logIn = {
      request: {
        query: LogInDocument,
        variables: { input: { email: 'ada@example.com', password: 'correct horse 1' } },
      },
      result: { data: { logIn: { __typename: 'AuthSuccess', customer: CUSTOMER } } },
    };
    const { url } = renderRoutes(
      { '/app/ShippingAddress': guarded, '/app/Login': <LoginPage /> },
      { entry: '/app/ShippingAddress?tab=1', mocks: [meMock(null), logIn] },
    );
    await screen.findByRole('heading', { name: 'Login' });
    expect(url()).toBe('/app/Login?next=%2Fapp%2FShippingAddress%3Ftab%3D1');
    expect(screen.queryByRole('heading', { name: 'Addresses page' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse 1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Addresses page' });
    expect(url()).toBe('/app/ShippingAddress?tab=1');
  });

  it('shows the page to a logged-in customer', async () => {
    const { url } = renderRoutes(
      { '/app/ShippingAddress': guarded },
      {
        entry: '/app/ShippingAddress',
        mocks: [meMock()],
      },
    );
    await screen.findByRole('heading', { name: 'Addresses page' });
    expect(url()).toBe('/app/ShippingAddress');
  });

  it('does not redirect when the session cannot be checked, and says so', async () => {
    const { url } = renderRoutes(
      { '/app/ShippingAddress': guarded },
      {
        entry: '/app/ShippingAddress',
        mocks: [{ request: { query: meMock().request.query }, error: new TypeError('Failed to fetch') }],
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('We could not check your session');
    expect(url()).toBe('/app/ShippingAddress');
  });
});
