import type { NormalizedCacheObject } from '@apollo/client/cache';

/** The id of the JSON data block in which the server hands its Apollo cache to the client. */
export const SERVER_STATE_ID = 'server-state';

/** What the server rendered the page from: the answers of its queries, as Apollo's cache holds them. */
export interface ServerState {
  apollo: NormalizedCacheObject;
}

/** The server's state when this page was rendered on the server, else null (the shell of a private page). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
