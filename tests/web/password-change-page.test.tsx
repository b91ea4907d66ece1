import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDocument } from '../../web/src/graphql/__generated__/graphql';
import { PasswordChangePage } from '../../web/src/features/account/password/password-change-page';
import { inputErrors, renderRoutes, type Mocks } from './account-fixtures';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const INPUT = { currentPassword: 'old password 1', newPassword: 'new password 1' };

function changeMock(answer: object | Error) {
  return {
    request: { query: ChangePasswordDocument, variables: { input: INPUT } },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { changePassword: answer } } }),
  };
}

function renderPage(mocks: Mocks = []) {
  return renderRoutes(
    { '/app/settings': <PasswordChangePage />, '/app/dashboard': <h1>Dashboard page</h1> },
    { entry: '/app/settings', mocks },
  );
}

async function fill(confirm = INPUT.newPassword) {
  await userEvent.type(field('Old Password'), INPUT.currentPassword);
  await userEvent.type(field('New Password'), INPUT.newPassword);
  await userEvent.type(field('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Password change page', () => {
  it('requires all three fields', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    for (const label of ['Old Password', 'New Password', 'Confirm Password']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(field('Old Password'));
  });

  it('says "New password and confirm password do not match." at the confirmation', async () => {
    renderPage();
    await fill('another password');
    const message = screen.getByText('New password and confirm password do not match.');
    expect(field('Confirm Password').getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(field('Confirm Password'));
  });

  it('shows a wrong old password at its field', async () => {
    const wrong = inputErrors({
      field: 'currentPassword',
      code: 'WRONG_PASSWORD',
      message: 'The old password is not correct.',
    });
    renderPage([changeMock(wrong)]);
    await fill();
    expect(await screen.findByText('The old password is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Old Password'));
  });

  it('says "Something went wrong." on a network failure', async () => {
    renderPage([changeMock(new TypeError('Failed to fetch'))]);
    await fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('confirms with the "Password Changed" dialog, whose OK goes to the dashboard', async () => {
    const { url } = renderPage([
      changeMock({ __typename: 'Done', message: 'Your password has been successfully updated.' }),
    ]);
    await fill();
    const dialog = await screen.findByRole('dialog', { name: 'Password Changed' });
    expect(dialog.textContent).toContain('Your password has been successfully updated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(url()).toBe('/app/dashboard/');
  });
});
