import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogInDocument } from '../../web/src/graphql/__generated__/graphql';
import { LoginPage } from '../../web/src/features/account/auth/login-page';
import { CUSTOMER, inputErrors, renderRoutes, type Mocks } from './account-fixtures';

const CREDENTIALS = { email: 'ada@example.com', password: 'correct horse 1' };

function logInMock(result: object | Error, input = CREDENTIALS) {
  return {
    request: { query: LogInDocument, variables: { input } },
    ...(result instanceof Error ? { error: result } : { result: { data: { logIn: result } } }),
  };
}

const SUCCESS = { __typename: 'AuthSuccess', customer: CUSTOMER };

function renderLogin(entry = '/app/Login', mocks: Mocks = []) {
  return renderRoutes(
    {
      '/app/Login': <LoginPage />,
      '/app/Profile': <h1>Profile page</h1>,
      '/app/ShippingAddress': <h1>Addresses page</h1>,
    },
    { entry, mocks },
  );
}

async function fillAndSubmit(email = CREDENTIALS.email, password = CREDENTIALS.password) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('has an e-mail field of type email, a password field and the links of the spec', () => {
    renderLogin();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/app/ForgetPassword');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/app/SignUp');
    expect(screen.getByRole('link', { name: 'Visit our wholesale site' }).getAttribute('href')).toBe('/WholeSale');
  });

  it('says "This field is required" at each empty field, marks it invalid and focuses the first', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    for (const input of [email, password]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe('This field is required');
    }
    expect(document.activeElement).toBe(email);

    await userEvent.type(email, 'a');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows "Invalid credentials or account not registered." when the API refuses', async () => {
    const refused = inputErrors({
      field: 'password',
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials or account not registered.',
    });
    const { url } = renderLogin('/app/Login', [logInMock(refused)]);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials or account not registered.');
    expect(url()).toBe('/app/Login');
  });

  it('shows "Network error. Please try again later." when the API cannot be reached', async () => {
    renderLogin('/app/Login', [logInMock(new TypeError('Failed to fetch'))]);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again later.');
  });

  it('shows "Please wait..." on an aria-disabled button while the request runs', async () => {
    renderLogin('/app/Login', [{ ...logInMock(SUCCESS), delay: 200 }]);
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await screen.findByRole('heading', { name: 'Profile page' });
  });

  it('goes to /app/Profile after logging in', async () => {
    const { url } = renderLogin('/app/Login', [logInMock(SUCCESS)]);
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(url()).toBe('/app/Profile');
  });

  it('goes back to the page named by ?next=', async () => {
    const { url } = renderLogin('/app/Login?next=%2Fapp%2FShippingAddress', [logInMock(SUCCESS)]);
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Addresses page' });
    expect(url()).toBe('/app/ShippingAddress');
  });

  it('ignores a ?next= that points to another site', async () => {
    const { url } = renderLogin('/app/Login?next=%2F%2Fevil.example.com', [logInMock(SUCCESS)]);
    await fillAndSubmit();
    await waitFor(() => expect(url()).toBe('/app/Profile'));
  });
});
