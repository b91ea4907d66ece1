import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { RegisterDevicePage } from '../../web/src/features/content/warranty/register-device-page';
import {
  type DeviceRegistrationInput,
  RegisterDeviceDocument,
  RegisterDeviceFormDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

const FORM_MOCK: MockLink.MockedResponse = {
  request: { query: RegisterDeviceFormDocument },
  result: {
    data: {
      deviceOptions: ['ESI PRO', 'ESI 2.0', 'Other'],
      usStates: [
        { __typename: 'UsState', code: 'AZ', name: 'Arizona' },
        { __typename: 'UsState', code: 'TX', name: 'Texas' },
      ],
    },
  },
};

const FILLED: DeviceRegistrationInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  street: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85004',
  purchaseLocation: 'ESI Tempe store',
  purchaseDate: '2025-03-05',
  device: 'ESI PRO',
  lotNumber: 'LOT-42',
};

function registerMock(input: DeviceRegistrationInput, answer: object): MockLink.MockedResponse {
  return {
    request: { query: RegisterDeviceDocument, variables: { input } },
    result: { data: { registerDevice: answer } },
  };
}

const LABELS: Record<keyof DeviceRegistrationInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  purchaseLocation: 'Where did you buy it?',
  purchaseDate: 'Purchase date',
  device: 'Device',
  lotNumber: 'Lot number',
};

async function fill(values: DeviceRegistrationInput) {
  for (const [field, label] of Object.entries(LABELS) as [keyof DeviceRegistrationInput, string][]) {
    const control = screen.getByLabelText(label);
    if (!values[field]) continue;
    if (control instanceof HTMLSelectElement) await userEvent.selectOptions(control, values[field]);
    else await userEvent.type(control, values[field]);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register device' }));

describe('device warranty registration form', () => {
  it('offers the three devices and the states, and says every field is required', async () => {
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK] });
    const device = (await screen.findByLabelText('Device')) as HTMLSelectElement;
    expect(Array.from(device.options, (o) => o.textContent)).toEqual([
      'Select your device',
      'ESI PRO',
      'ESI 2.0',
      'Other',
    ]);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(Array.from(state.options, (o) => o.textContent)).toEqual(['Select State', 'Arizona', 'Texas']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register Your Device');
  });

  it('refuses an empty form with "This field is required" at each of the eleven fields, sending nothing', async () => {
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK] });
    await screen.findByLabelText('Device');
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(11);
    for (const label of Object.values(LABELS)) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    // Nothing went to the server: with no mock for it, a request would have failed with an alert.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('flags only the fields left blank, and a field is cleared of its message when typed in', async () => {
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK] });
    await screen.findByLabelText('Device');
    await fill({ ...FILLED, lotNumber: '' });
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), '   ');
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Lot number'), 'L');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('shows the server’s refusals at their fields', async () => {
    const refused = {
      __typename: 'InputErrors',
      message: 'The purchase date cannot be in the future.',
      errors: [
        {
          __typename: 'FieldError',
          field: 'purchaseDate',
          code: 'FUTURE_DATE',
          message: 'The purchase date cannot be in the future.',
        },
        { __typename: 'FieldError', field: 'zip', code: 'INVALID_ZIP', message: 'Please enter a 5-digit ZIP code.' },
      ],
    };
    const input = { ...FILLED, purchaseDate: '2099-01-01', zip: '8500' };
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK, registerMock(input, refused)] });
    await screen.findByLabelText('Device');
    await fill(input);
    await submit();
    expect(await screen.findByText('The purchase date cannot be in the future.')).toBeTruthy();
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a 5-digit ZIP code.')).toBeTruthy();
  });

  it('tells a refusal about no field of the form in its alert', async () => {
    const refused = {
      __typename: 'InputErrors',
      message: 'Too many registrations. Please try again in a minute.',
      errors: [
        {
          __typename: 'FieldError',
          field: 'request',
          code: 'RATE_LIMITED',
          message: 'Too many registrations. Please try again in a minute.',
        },
      ],
    };
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK, registerMock(FILLED, refused)] });
    await screen.findByLabelText('Device');
    await fill(FILLED);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(refused.message);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
  });

  it('thanks the customer once the server accepts the registration', async () => {
    const done = {
      __typename: 'Done',
      message: 'Thank you for registering your device! Your warranty registration has been received.',
    };
    renderWithProviders(<RegisterDevicePage />, { mocks: [FORM_MOCK, registerMock(FILLED, done)] });
    await screen.findByLabelText('Device');
    await fill(FILLED);
    await submit();
    const thanks = await screen.findByRole('heading', { level: 2, name: done.message });
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'Register device' })).toBeNull();
    expect(within(thanks.closest('section')!).getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });
});
