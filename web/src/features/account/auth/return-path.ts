import { paths } from '../../../config/paths';

/**
 * Where to go after logging in: the page the route guard came from (router state `from`, or `?next=`),
 * else the profile. Only a path of this site is followed, so a crafted link cannot send the user away.
 */
export function returnPath(state: unknown, search: string): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  const candidate = fromState ?? new URLSearchParams(search).get('next');
  return candidate && isLocalPath(candidate) ? candidate : paths.profile();
}

function isLocalPath(value: string): boolean {
  // "//host" and "/\host" are read by browsers as another origin.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
