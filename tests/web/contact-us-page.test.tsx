import { act, screen } from '@testing-library/react';
import { ContactUsPage } from '../../web/src/features/content/support/contact-us-page';
import { renderWithProviders } from './render';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** Replaces navigator.geolocation; `undefined` removes it, as in a browser without it. */
function mockGeolocation(geolocation: Partial<Geolocation> | undefined) {
  if (geolocation === undefined) {
    // jsdom defines none; make sure no earlier test left one behind.
    Reflect.deleteProperty(navigator, 'geolocation');
    return;
  }
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

/** A geolocation whose answer the test gives later. */
function pendingGeolocation() {
  let succeed: Success = () => undefined;
  let fail: Failure = () => undefined;
  mockGeolocation({
    getCurrentPosition: jest.fn((onSuccess: Success, onError?: Failure | null) => {
      succeed = onSuccess;
      fail = onError ?? fail;
    }),
  });
  return {
    succeed: (latitude: number, longitude: number) =>
      act(() => succeed({ coords: { latitude, longitude } } as GeolocationPosition)),
    deny: () => act(() => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)),
  };
}

afterEach(() => mockGeolocation(undefined));

describe('Customer Service page', () => {
  it('shows headquarters, hours, both hotlines, the support e-mail and a ticket link', () => {
    mockGeolocation(undefined);
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer Service');
    expect(screen.getByText(/Monday to Friday, 8AM-5PM Arizona time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '(602) 555-0140' }).getAttribute('href')).toBe('tel:6025550140');
    expect(screen.getByRole('link', { name: '(602) 555-0141' }).getAttribute('href')).toBe('tel:6025550141');
    expect(screen.getByRole('link', { name: 'support@esi-vape.example' }).getAttribute('href')).toBe(
      'mailto:support@esi-vape.example',
    );
    expect(screen.getByRole('link', { name: 'Submit a Ticket' }).getAttribute('href')).toMatch(
      /^mailto:support@esi-vape\.example\?subject=/,
    );
    expect(screen.getByRole('link', { name: 'GO TO HELP DESK' }).getAttribute('href')).toBe('/HelpCenter');
  });

  it('says "Fetching location..." while waiting, then centres the map on the position', async () => {
    const geolocation = pendingGeolocation();
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('status').textContent).toBe('Fetching location...');
    expect(screen.queryByTitle('Map centred on your location')).toBeNull();

    geolocation.succeed(33.4484, -112.074);
    const map = await screen.findByTitle('Map centred on your location');
    const src = new URL(map.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('33.44840,-112.07400');
    expect(src.searchParams.get('bbox')).toBe('-112.09400,33.42840,-112.05400,33.46840');
    expect(screen.queryByText('Fetching location...')).toBeNull();
  });

  it('asks for location access when it is refused', async () => {
    const geolocation = pendingGeolocation();
    renderWithProviders(<ContactUsPage />);
    geolocation.deny();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to retrieve location. Please allow location access.',
    );
    expect(screen.queryByTitle('Map centred on your location')).toBeNull();
  });

  it('says so when the browser has no geolocation', () => {
    mockGeolocation(undefined);
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('alert').textContent).toBe('Geolocation is not supported by this browser.');
  });
});
