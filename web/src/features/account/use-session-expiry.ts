import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorCode } from '../../lib/graphql-errors';
import { markSessionEnded } from '../../lib/session-cache';

/**
 * For a failed request of an account page: when the API says there is no session (it expired or ended
 * elsewhere), marks it ended, so the route guard sends the user to log in, and answers true.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const client = useApolloClient();
  return useCallback(
    (error: unknown) => {
      if (errorCode(error) !== 'UNAUTHENTICATED') return false;
      markSessionEnded(client.cache);
      return true;
    },
    [client],
  );
}
