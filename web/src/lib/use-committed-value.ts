import { useEffect, useState } from 'react';

/**
 * The value as of the last committed render, for the variables of a query read from the URL.
 * Apollo's useQuery starts its request while rendering, and the router changes the URL in a transition, which
 * React may render, set aside for an urgent render of the old URL, and render again: the query would ask for
 * the new variables twice. Fed from here, a query sees only variables that reached the screen.
 */
export function useCommittedValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const [committed, setCommitted] = useState({ key, value });
  useEffect(() => {
    // The render after the commit is the point: only then may the query see the new variables.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCommitted((current) => (current.key === key ? current : { key, value }));
  }, [key, value]);
  return committed.value;
}
