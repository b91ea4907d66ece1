import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MilitaryPage } from '../../web/src/features/content/company/military-page';
import {
  ServiceDiscountDocument,
  StartServiceVerificationDocument,
  VerifyServiceStatusDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { leaveFor } from '../../web/src/lib/leave-for';
import { CUSTOMER, inputErrors, meMock } from './account-fixtures';
import { renderWithProviders } from './render';

jest.mock('../../web/src/lib/leave-for', () => ({ leaveFor: jest.fn() }));

const discount = (fields: object = {}) => ({
  __typename: 'ServiceDiscount' as const,
  available: true,
  flow: 'CLAIM',
  group: null,
  verifiedOn: null,
  todaysCode: null,
  todaysCodeUsed: false,
  ...fields,
});

const discountMock = (fields: object = {}): MockLink.MockedResponse => ({
  request: { query: ServiceDiscountDocument },
  result: { data: { serviceDiscount: discount(fields) } },
});

const CLAIM = {
  status: 'ACTIVE_DUTY',
  organization: 'US Navy',
  firstName: CUSTOMER.firstName,
  lastName: CUSTOMER.lastName,
  birthDate: CUSTOMER.dateOfBirth,
};

const verifyMock = (answer: object): MockLink.MockedResponse => ({
  request: { query: VerifyServiceStatusDocument, variables: { input: CLAIM } },
  result: { data: { verifyServiceStatus: answer } },
});

const verification = (state: string, fields: object = {}) => ({
  __typename: 'ServiceVerification',
  state,
  code: null,
  documentUrl: null,
  ...fields,
});

async function openForm(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<MilitaryPage />, { mocks: [meMock(), ...mocks] });
  await userEvent.click(await screen.findByRole('button', { name: 'Save up to 25%' }));
  return screen.findByRole('form', { name: 'Verify your eligibility' });
}

async function fillAndSubmit() {
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'ACTIVE_DUTY');
  await userEvent.type(screen.getByLabelText('Branch of service or agency'), 'US Navy');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the Military & First Responder page', () => {
  it('asks a guest to log in and brings them back to the page', async () => {
    renderWithProviders(<MilitaryPage />, { mocks: [meMock(null)] });
    const button = await screen.findByRole('link', { name: 'Save up to 25%' });
    expect(button.getAttribute('href')).toBe('/app/Login?next=%2FMilitary');
  });

  it("opens the verification form where the keyboard is, with the customer's names, checks it, and shows the code once verified", async () => {
    await openForm([discountMock(), verifyMock(verification('VERIFIED', { code: 'SVC-ABCDEFGHJKMN' }))]);
    // The button is gone: the keyboard lands on the panel that replaced it, and Tab goes on into the form.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Your military discount' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Status'));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('1990-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Choose your service status.')).toBeTruthy();
    expect(screen.getByText('Enter your branch of service or agency.')).toBeTruthy();

    await fillAndSubmit();
    expect(await screen.findByText('SVC-ABCDEFGHJKMN')).toBeTruthy();
    expect(screen.getByText(/Enter it at checkout; we have also sent it by e-mail/)).toBeTruthy();
    expect(screen.getByText('One code per day: verify again tomorrow for a new code.')).toBeTruthy();
  });

  it("sends a customer who needs a document to the provider's upload page", async () => {
    await openForm([
      discountMock(),
      verifyMock(
        verification('DOCUMENT_NEEDED', { documentUrl: 'https://services.sheerid.com/verify/p/?verificationId=v' }),
      ),
    ]);
    await fillAndSubmit();
    const upload = await screen.findByRole('link', { name: 'Upload your document' });
    expect(upload.getAttribute('href')).toBe('https://services.sheerid.com/verify/p/?verificationId=v');
  });

  it('says plainly when the service could not confirm eligibility, and keeps the form to try again', async () => {
    await openForm([discountMock(), verifyMock(verification('NOT_ELIGIBLE'))]);
    await fillAndSubmit();
    expect(await screen.findByText(/could not confirm your eligibility, so we cannot send a code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it("shows the API's refusal when today's code was already issued", async () => {
    await openForm([
      discountMock(),
      verifyMock(
        inputErrors({
          field: 'status',
          code: 'SERVICE_CODE_ALREADY_TODAY',
          message: 'You already received a code today: one code per day. You can verify again tomorrow.',
        }),
      ),
    ]);
    await fillAndSubmit();
    expect(await screen.findByText(/You already received a code today/)).toBeTruthy();
  });

  it("shows today's code instead of the form, and says so when verification is unavailable", async () => {
    const { unmount } = renderWithProviders(<MilitaryPage />, {
      mocks: [
        meMock(),
        discountMock({ group: 'first responder', todaysCode: 'SVC-ZZZZZZZZZZZZ', todaysCodeUsed: true }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save up to 25%' }));
    expect(await screen.findByText('SVC-ZZZZZZZZZZZZ')).toBeTruthy();
    expect(screen.getByText(/\(used\)/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();

    renderWithProviders(<MilitaryPage />, { mocks: [meMock(), discountMock({ available: false })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Save up to 25%' }));
    expect((await screen.findByRole('link', { name: 'contact us' })).getAttribute('href')).toBe('/ContactUs');
  });

  describe('with ID.me', () => {
    const startMock = (group: string, answer: object): MockLink.MockedResponse => ({
      request: { query: StartServiceVerificationDocument, variables: { input: { group } } },
      result: { data: { startServiceVerification: answer } },
    });

    it("sends the customer to ID.me's page for the group they choose", async () => {
      const url = 'https://api.idmelabs.com/oauth/authorize?scope=first_responder&state=s';
      renderWithProviders(<MilitaryPage />, {
        mocks: [
          meMock(),
          discountMock({ flow: 'REDIRECT' }),
          startMock('first responder', { __typename: 'ServiceVerificationStart', url }),
        ],
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Save up to 25%' }));
      expect(screen.queryByRole('form')).toBeNull();
      await userEvent.click(await screen.findByRole('button', { name: 'Verify as a first responder with ID.me' }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
      // Leaving, the buttons say so and take no second click.
      expect(screen.getAllByRole('button', { name: 'Please wait...' })).toHaveLength(2);
      expect(screen.getByText('Taking you to ID.me…').getAttribute('role')).toBe('status');
    });

    it("shows the API's refusal in words", async () => {
      renderWithProviders(<MilitaryPage />, {
        mocks: [
          meMock(),
          discountMock({ flow: 'REDIRECT' }),
          startMock('military', inputErrors({ field: 'status', code: 'INVALID_VALUE', message: 'Not today.' })),
        ],
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Save up to 25%' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Verify military status with ID.me' }));
      expect(await screen.findByText('Not today.')).toBeTruthy();
    });

    it('opens on the code once back from ID.me, where the keyboard is, and takes the outcome out of the address', async () => {
      const view = renderWithProviders(<MilitaryPage />, {
        url: '/Military?verification=verified',
        mocks: [meMock(), discountMock({ flow: 'REDIRECT', group: 'military', todaysCode: 'SVC-ABCDEFGHJKMN' })],
      });
      expect(await screen.findByText('SVC-ABCDEFGHJKMN')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Your military discount' }));
      // A reload, or the address shared, does not tell it again.
      expect(view.url()).toBe('/Military');
    });

    it.each([
      ['not-eligible', /^ID.me could not confirm your eligibility/],
      ['not-confirmed', /^We could not confirm your answer from ID.me/],
      ['cancelled', /^You cancelled the verification at ID.me/],
      ['expired', /^That verification was not finished in time, or was already used/],
      ['ended', /^You are verified, but the discount is not running right now/],
      ['unavailable', /^ID.me did not answer/],
      ['failed', /^Something went wrong on our side while we finished your verification/],
    ])('says in words how a visit to ID.me ended (%s), with the buttons to start again', async (word, words) => {
      renderWithProviders(<MilitaryPage />, {
        url: `/Military?verification=${word}`,
        mocks: [meMock(), discountMock({ flow: 'REDIRECT' })],
      });
      const region = await screen.findByRole('region', { name: 'Your military discount' });
      expect((await screen.findByText(words)).getAttribute('role')).toBe('status');
      expect(document.activeElement).toBe(region);
      expect(screen.getByRole('button', { name: 'Verify military status with ID.me' })).toBeTruthy();
    });

    it('asks a customer logged out meanwhile to log in again, and ignores an outcome it does not know', async () => {
      const { unmount } = renderWithProviders(<MilitaryPage />, {
        url: '/Military?verification=signed-out',
        mocks: [meMock(null)],
      });
      const note = await screen.findByText(
        'You were logged out while you were at ID.me. Please log in and start again.',
      );
      expect(note.getAttribute('role')).toBe('status');
      expect(screen.getByRole('link', { name: 'Save up to 25%' })).toBeTruthy();
      unmount();

      renderWithProviders(<MilitaryPage />, {
        url: '/Military?verification=__proto__',
        mocks: [meMock(), discountMock({ flow: 'REDIRECT' })],
      });
      // Not opened on anything: the page's own button, as on any visit.
      expect(await screen.findByRole('button', { name: 'Save up to 25%' })).toBeTruthy();
      expect(screen.queryByText(/ID.me/)).toBeNull();
    });
  });
});
