import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateProfileDocument } from '../../web/src/graphql/__generated__/graphql';
import { RequireSession } from '../../web/src/components/require-session';
import { ProfilePage } from '../../web/src/features/account/profile/profile-page';
import {
  CUSTOMER,
  birthdayForAge,
  graphQLError,
  inputErrors,
  meMock,
  renderRoutes,
  type Mocks,
} from './account-fixtures';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function updateMock(input: object, answer: object) {
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result: { data: { updateProfile: answer } },
  };
}

async function renderProfile(mocks: Mocks = []) {
  const view = renderRoutes({ '*': <ProfilePage /> }, { entry: '/app/Profile', mocks: [meMock(), ...mocks] });
  await screen.findByRole('heading', { name: 'User Profile' });
  return view;
}

describe('Profile page', () => {
  it('shows the name and e-mail, with every field read-only until Edit', async () => {
    await renderProfile();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(field('First Name').value).toBe('Ada');
    expect(field('Last Name').value).toBe('Lovelace');
    expect(field('Date of Birth').value).toBe('1990-05-17');
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'Email']) expect(field(label).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('Edit opens the names and date of birth, never the e-mail; Cancel throws the changes away', async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('First Name').readOnly).toBe(false);
    expect(field('Date of Birth').readOnly).toBe(false);
    expect(field('Email').readOnly).toBe(true);
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First Name').value).toBe('Ada');
    expect(field('First Name').readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('Save Changes saves through updateProfile and leaves edit mode', async () => {
    const saved = { ...CUSTOMER, firstName: 'Augusta' };
    await renderProfile([updateMock({ firstName: 'Augusta', lastName: 'Lovelace', dateOfBirth: '1990-05-17' }, saved)]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByText('Your profile has been updated.')).closest('[role="status"]')).not.toBeNull();
    expect(field('First Name').readOnly).toBe(true);
    expect(field('First Name').value).toBe('Augusta');
    expect(screen.getByText('Augusta Lovelace')).toBeTruthy();
  });

  it('shows a refusal of the API at its field and stays in edit mode', async () => {
    const refused = inputErrors({
      field: 'lastName',
      code: 'TOO_LONG',
      message: 'At most 60 characters.',
    });
    await renderProfile([updateMock({ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17' }, refused)]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('At most 60 characters.')).toBeTruthy();
    expect(field('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Last Name'));
    expect(field('Last Name').readOnly).toBe(false);
  });

  it('shows the under-21 message for a date of birth that is too recent', async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(field('Date of Birth'), { target: { value: birthdayForAge(19) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('You are under 21 years old. Registration is not allowed.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Date of Birth'));
  });

  it('checks the required fields before sending', async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Last Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = screen.getByRole('form', { name: 'Profile details' });
    expect(within(form).getByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(field('Last Name'));
  });

  it('hands over to the route guard when the session has ended', async () => {
    const ended = {
      request: { query: UpdateProfileDocument, variables: () => true },
      result: { errors: graphQLError('UNAUTHENTICATED', 'Please log in to continue.') },
    };
    const guarded = (
      <RequireSession>
        <ProfilePage />
      </RequireSession>
    );
    const { url } = renderRoutes(
      { '/app/Profile': guarded, '/app/Login': <h1>Login page</h1> },
      { entry: '/app/Profile', mocks: [meMock(), ended] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(url()).toBe('/app/Login?next=%2Fapp%2FProfile');
  });
});
