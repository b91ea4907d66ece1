import {
  type DeviceRegistrationInput,
  RegisterDeviceDocument,
  RegisterDeviceFormDocument,
  SubscribeToNewsletterDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { uniqueEmail } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
const client = () => new GraphQLClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

const isoDaysFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function registration(overrides: Partial<DeviceRegistrationInput> = {}): DeviceRegistrationInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail('warranty'),
    street: '12 Analytical Way',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    purchaseLocation: 'ESI Tempe store',
    purchaseDate: '2025-03-05',
    device: 'ESI PRO',
    lotNumber: 'LOT-2025-0042',
    ...overrides,
  };
}

async function register(input: DeviceRegistrationInput) {
  return (await client().data(RegisterDeviceDocument, { input })).registerDevice;
}

/** The refusal's codes by field; fails the test when the registration was accepted. */
async function refusal(input: DeviceRegistrationInput): Promise<Record<string, string>> {
  const result = await register(input);
  if (result.__typename !== 'InputErrors') throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return Object.fromEntries(result.errors.map((e) => [e.field, e.code]));
}

async function registrationCount(): Promise<number> {
  const [row] = await testApp.app.services.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM device_registration`,
  );
  return row!.n;
}

async function registrationsFor(email: string) {
  return testApp.app.services.sql.query<{ device: string; state_code: string; purchase_date: string }>(
    `SELECT device, state_code, to_char(purchase_date, 'YYYY-MM-DD') AS purchase_date
     FROM device_registration WHERE lower(email) = lower($1)`,
    [email],
  );
}

describe('device warranty registration', () => {
  it('offers the PRO model, the 2.0 model and Other, and the states to choose from', async () => {
    const { deviceOptions, usStates } = await client().data(RegisterDeviceFormDocument);
    expect(deviceOptions).toEqual(['ESI PRO', 'ESI 2.0', 'Other']);
    expect(usStates).toContainEqual({ __typename: 'UsState', code: 'AZ', name: 'Arizona' });
  });

  it('saves a complete registration and answers the thank-you message', async () => {
    const input = registration({ state: 'arizona', device: 'esi 2.0', purchaseDate: isoDaysFromToday(0) });
    const result = await register(input);
    expect(result).toEqual({
      __typename: 'Done',
      message: 'Thank you for registering your device! Your warranty registration has been received.',
    });
    // The state and the device are stored as the lists spell them.
    expect(await registrationsFor(input.email)).toEqual([
      { device: 'ESI 2.0', state_code: 'AZ', purchase_date: input.purchaseDate },
    ]);
  });

  it.each(Object.keys(registration()) as (keyof DeviceRegistrationInput)[])(
    'refuses a registration without %s: "This field is required"',
    async (field) => {
      const before = await registrationCount();
      const result = await register(registration({ [field]: '   ' }));
      expect(result.__typename).toBe('InputErrors');
      if (result.__typename === 'InputErrors') {
        expect(result.errors).toEqual([
          { __typename: 'FieldError', field, code: 'REQUIRED', message: 'This field is required' },
        ]);
      }
      expect(await registrationCount()).toBe(before);
    },
  );

  it('refuses a purchase date in the future with a clear message', async () => {
    const input = registration({ purchaseDate: isoDaysFromToday(2) });
    const result = await register(input);
    expect(result).toMatchObject({
      __typename: 'InputErrors',
      message: 'The purchase date cannot be in the future.',
      errors: [{ field: 'purchaseDate', code: 'FUTURE_DATE' }],
    });
    expect(await registrationsFor(input.email)).toEqual([]);
  });

  it('refuses a date that is not a real date', async () => {
    expect(await refusal(registration({ purchaseDate: '2025-02-30' }))).toEqual({ purchaseDate: 'INVALID_DATE' });
    expect(await refusal(registration({ purchaseDate: 'yesterday' }))).toEqual({ purchaseDate: 'INVALID_DATE' });
  });

  it('refuses an unknown device', async () => {
    const input = registration({ device: 'ESI 3000' });
    const result = await register(input);
    expect(result).toMatchObject({
      __typename: 'InputErrors',
      message: 'Please choose ESI PRO, ESI 2.0 or Other.',
      errors: [{ field: 'device', code: 'INVALID_DEVICE' }],
    });
    expect(await registrationsFor(input.email)).toEqual([]);
  });

  it('refuses an invalid e-mail, a state off the list and a ZIP code that is not 5 digits, all at once', async () => {
    expect(await refusal(registration({ email: 'not-an-email', state: 'Atlantis', zip: '8500' }))).toEqual({
      email: 'INVALID_EMAIL',
      state: 'INVALID_STATE',
      zip: 'INVALID_ZIP',
    });
  });
});

describe('newsletter', () => {
  async function subscribers(email: string): Promise<number> {
    const [row] = await testApp.app.services.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM newsletter_subscription WHERE lower(email) = lower($1)`,
      [email],
    );
    return row!.n;
  }

  it('refuses an invalid e-mail address', async () => {
    const { subscribeToNewsletter } = await client().data(SubscribeToNewsletterDocument, { email: 'shopper@' });
    expect(subscribeToNewsletter).toMatchObject({
      __typename: 'InputErrors',
      message: 'Please enter a valid e-mail address.',
      errors: [{ field: 'email', code: 'INVALID_EMAIL' }],
    });
    expect(await subscribers('shopper@')).toBe(0);
  });

  it('subscribes an address once: a repeat, in any case, answers the same confirmation', async () => {
    const email = uniqueEmail('news');
    const api = client();
    const first = await api.data(SubscribeToNewsletterDocument, { email: `  ${email} ` });
    const again = await api.data(SubscribeToNewsletterDocument, { email: email.toUpperCase() });
    const confirmation = {
      __typename: 'Done',
      message: 'Thank you for subscribing to our newsletter!',
    };
    expect(first.subscribeToNewsletter).toEqual(confirmation);
    expect(again.subscribeToNewsletter).toEqual(confirmation);
    expect(await subscribers(email)).toBe(1);
  });
});
