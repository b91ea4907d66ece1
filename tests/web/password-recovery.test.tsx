import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestPasswordRecoveryDocument, ResetPasswordDocument } from '../../web/src/graphql/__generated__/graphql';
import { CodeVerifyPage } from '../../web/src/features/account/auth/code-verify-page';
import { ForgetPasswordPage } from '../../web/src/features/account/auth/forget-password-page';
import { inputErrors, renderRoutes, type Mocks } from './account-fixtures';

const EMAIL = 'ada@example.com';
const NOTICE = 'If that e-mail address is registered, we have sent it a code.';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const alertText = () => screen.getByRole('alert').textContent;

function resetMock(answer: object | Error, code = '123456') {
  return {
    request: {
      query: ResetPasswordDocument,
      variables: { input: { email: EMAIL, code, newPassword: 'new password 1' } },
    },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { resetPassword: answer } } }),
  };
}

function renderCodeVerify(mocks: Mocks = []) {
  return renderRoutes(
    { '/Codeverify': <CodeVerifyPage />, '/app/Login': <h1>Login page</h1> },
    { entry: { pathname: '/Codeverify', state: { email: EMAIL, notice: NOTICE } }, mocks },
  );
}

async function fill({
  code = '123456',
  password = 'new password 1',
  confirm,
}: Partial<Record<'code' | 'password' | 'confirm', string>> = {}) {
  confirm ??= password;
  if (code) await userEvent.type(field('Email Code'), code);
  if (password) await userEvent.type(field('New Password'), password);
  if (confirm) await userEvent.type(field('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Forgot password page', () => {
  it('sends the e-mail and goes to /Codeverify with it and the neutral answer, never with a code', async () => {
    const sent = {
      request: { query: RequestPasswordRecoveryDocument, variables: { email: EMAIL } },
      result: { data: { requestPasswordRecovery: { __typename: 'Done', message: NOTICE } } },
    };
    const { location } = renderRoutes(
      { '/app/ForgetPassword': <ForgetPasswordPage />, '/Codeverify': <CodeVerifyPage /> },
      { entry: '/app/ForgetPassword', mocks: [sent] },
    );
    await userEvent.type(field('Email'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(location()?.pathname).toBe('/Codeverify');
    expect(location()?.state).toEqual({ email: EMAIL, notice: NOTICE });
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    expect(field('Email').value).toBe(EMAIL);
    expect(sessionStorage.length).toBe(0);
  });

  it('requires the e-mail', async () => {
    renderRoutes({ '*': <ForgetPasswordPage /> });
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
  });
});

describe('Code verification page', () => {
  it('has Email (prefilled), Email Code, New Password, Confirm Password and Submit', () => {
    renderCodeVerify();
    expect(field('Email').value).toBe(EMAIL);
    for (const label of ['Email Code', 'New Password', 'Confirm Password']) expect(field(label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('takes the e-mail from ?email= too', () => {
    renderRoutes({ '/Codeverify': <CodeVerifyPage /> }, { entry: '/Codeverify?email=bob%40example.com' });
    expect(field('Email').value).toBe('bob@example.com');
  });

  it('says "All fields are required." and marks the empty fields', async () => {
    renderCodeVerify();
    await fill({ code: '' });
    expect(alertText()).toBe('All fields are required.');
    expect(field('Email Code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email Code').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(field('New Password').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Email Code'));
  });

  it('says "Password must be at least 8 characters."', async () => {
    renderCodeVerify();
    await fill({ password: 'short' });
    expect(alertText()).toBe('Password must be at least 8 characters.');
    expect(document.activeElement).toBe(field('New Password'));
  });

  it('says "Passwords do not match."', async () => {
    renderCodeVerify();
    await fill({ password: 'new password 1', confirm: 'new password 2' });
    expect(alertText()).toBe('Passwords do not match.');
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the error text when the user types', async () => {
    renderCodeVerify();
    await fill({ password: 'new password 1', confirm: 'new password 2' });
    expect(screen.queryByRole('alert')).not.toBeNull();
    await userEvent.type(field('Confirm Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows "Invalid code." when the server refuses the code', async () => {
    const refused = inputErrors({ field: 'code', code: 'INVALID_CODE', message: 'Invalid code.' });
    renderCodeVerify([resetMock(refused, '999999')]);
    await fill({ code: '999999' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code.');
    expect(field('Email Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows "Something went wrong. Please try again." on a network failure', async () => {
    renderCodeVerify([resetMock(new TypeError('Failed to fetch'))]);
    await fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('confirms the reset and links to the login page', async () => {
    const done = { __typename: 'Done', message: 'Your password has been reset. Please log in.' };
    renderCodeVerify([resetMock(done)]);
    await fill();
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/app/Login');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
