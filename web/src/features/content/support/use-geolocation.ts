import { useEffect, useState, useSyncExternalStore } from 'react';

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

/** Support never changes while the page lives: nothing to subscribe to. */
const unchanging = () => () => undefined;

/** Asks the browser for its position once; a refusal, a timeout or no fix all count as failed. */
export function useGeolocation(): GeolocationState {
  // The server renders 'pending', as the browser's first render must to hydrate its page; then the browser's answer.
  const canLocate = useSyncExternalStore(unchanging, supported, () => true);
  const [state, setState] = useState<GeolocationState>({ status: 'pending' });

  useEffect(() => {
    if (!canLocate) return;
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
  }, [canLocate]);

  return canLocate ? state : { status: 'unsupported' };
}
