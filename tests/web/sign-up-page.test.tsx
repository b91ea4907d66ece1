import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestSignUpCodeDocument, SignUpDocument } from '../../web/src/graphql/__generated__/graphql';
import { SignUpPage } from '../../web/src/features/account/auth/sign-up-page';
import { CUSTOMER, birthdayForAge, inputErrors, renderRoutes, type Mocks } from './account-fixtures';
import { signUpOfferMock } from './promotion-fixtures';

const DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-17',
  email: 'ada@example.com',
  password: 'correct horse 1',
};

const codeSent = {
  request: { query: RequestSignUpCodeDocument, variables: { email: DETAILS.email } },
  result: {
    data: {
      requestSignUpCode: { __typename: 'Done', message: 'Please provide the verification code sent to your email' },
    },
  },
};

function signUpMock(code: string, answer: object) {
  return {
    request: { query: SignUpDocument, variables: { input: { ...DETAILS, code } } },
    result: { data: { signUp: answer } },
  };
}

const wrongCode = inputErrors({
  field: 'code',
  code: 'INVALID_CODE',
  message: 'Please enter the correct verification code',
});

function renderSignUp(mocks: Mocks = [], offer = signUpOfferMock()) {
  return renderRoutes(
    { '/app/SignUp': <SignUpPage />, '/app/Profile': <h1>Profile page</h1> },
    { entry: '/app/SignUp', mocks: [...mocks, offer] },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Disabled itself or by its fieldset (the `disabled` property only tells the former). */
const isDisabled = (label: string) => field(label).matches(':disabled');
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillDetails(overrides: Partial<typeof DETAILS> = {}) {
  const values = { ...DETAILS, ...overrides };
  await userEvent.type(field('First Name'), values.firstName);
  await userEvent.type(field('Last Name'), values.lastName);
  fireEvent.change(field('Birthday'), { target: { value: values.dateOfBirth } });
  await userEvent.type(field('Email'), values.email);
  await userEvent.type(field('Password'), values.password);
}

/** Fills the details and sends them, then closes the "Check Your Email" popup. */
async function reachCodeStep() {
  await fillDetails();
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  const popup = await screen.findByRole('dialog', { name: 'Check Your Email' });
  await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
}

describe('Sign-up page', () => {
  it("offers the shop's first-order promotion in its own words, and only the age rule when it runs none", async () => {
    renderSignUp([], signUpOfferMock({ headline: '15% OFF', text: 'your first order' }));
    expect(
      await screen.findByText('Create your account and get 15% OFF your first order. You must be 21 or older.'),
    ).toBeTruthy();
  });

  it('says only that the customer must be 21 or older when no first-order promotion runs', async () => {
    renderSignUp([], signUpOfferMock(null));
    expect(await screen.findByText('Create your account. You must be 21 or older.')).toBeTruthy();
  });

  it('says "This field is required" at every empty field and focuses the first', async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const label of ['First Name', 'Last Name', 'Birthday', 'Email', 'Password']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(label))).toContain('This field is required');
    }
    expect(document.activeElement).toBe(field('First Name'));
  });

  it('shows the under-21 message as soon as the birthday makes the user younger than 21', async () => {
    renderSignUp();
    const message = 'You are under 21 years old. Registration is not allowed.';
    fireEvent.change(field('Birthday'), { target: { value: birthdayForAge(20) } });
    expect(screen.getByText(message)).toBeTruthy();
    expect(field('Birthday').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Birthday'), { target: { value: birthdayForAge(21) } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('refuses to send an under-21 sign-up', async () => {
    renderSignUp([]);
    await fillDetails({ dateOfBirth: birthdayForAge(18) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(document.activeElement).toBe(field('Birthday'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a password of 8 to 64 characters', async () => {
    renderSignUp();
    expect(field('Password').minLength).toBe(8);
    expect(field('Password').maxLength).toBe(64);
    await fillDetails({ password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(describedText(field('Password'))).toContain('Password must be 8-64 characters long');
    expect(document.activeElement).toBe(field('Password'));
  });

  it('shows "❌ Email already registered. Please login." at the e-mail when it is taken', async () => {
    const taken = {
      ...codeSent,
      result: {
        data: {
          requestSignUpCode: inputErrors({
            field: 'email',
            code: 'EMAIL_TAKEN',
            message: '❌ Email already registered. Please login.',
          }),
        },
      },
    };
    renderSignUp([taken]);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('❌ Email already registered. Please login.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
  });

  it('then locks the details, asks for the code and shows the "Check Your Email" popup', async () => {
    renderSignUp([codeSent]);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const popup = await screen.findByRole('dialog', { name: 'Check Your Email' });
    expect(popup.textContent).toContain('Please provide the verification code sent to your email');
    for (const label of ['First Name', 'Last Name', 'Birthday', 'Email', 'Password']) {
      expect(isDisabled(label)).toBe(true);
    }
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(field('Verification Code'));
  });

  it('shows the invalid-token popup for a wrong code and stays on the code step', async () => {
    const { url } = renderSignUp([codeSent, signUpMock('000000', wrongCode)]);
    await reachCodeStep();
    await userEvent.type(field('Verification Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Invalid Token' });
    expect(popup.textContent).toContain('Please enter the correct verification code');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(field('Verification Code'));
    expect(isDisabled('Email')).toBe(true);
    expect(url()).toBe('/app/SignUp');
  });

  it('creates the account with the right code and goes to /app/Profile', async () => {
    const created = { __typename: 'AuthSuccess', customer: CUSTOMER };
    const { url } = renderSignUp([codeSent, signUpMock('123456', created)]);
    await reachCodeStep();
    await userEvent.type(field('Verification Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(url()).toBe('/app/Profile');
  });

  it('lets the user go back and edit the details', async () => {
    renderSignUp([codeSent]);
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(isDisabled('Email')).toBe(false);
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
  });
});
