import { useEffect, useState } from 'react';

export type GeolocationState =
  | { status: 'unsupported' }
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'located'; latitude: number; longitude: number };

/** The spec's three messages (section 2, Customer Service). */
export const GEOLOCATION_MESSAGES = {
  pending: 'Fetching location...',
  failed: 'Unable to retrieve location. Please allow location access.',
  unsupported: 'Geolocation is not supported by this browser.',
} as const;

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

/** Asks the browser for its position once; a refusal, a timeout or no fix all count as failed. */
export function useGeolocation(): GeolocationState {
  const [state, setState] = useState<GeolocationState>(() =>
    supported() ? { status: 'pending' } : { status: 'unsupported' },
  );

  useEffect(() => {
    if (!supported()) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) {
          setState({ status: 'located', latitude: position.coords.latitude, longitude: position.coords.longitude });
        }
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
