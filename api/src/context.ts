import type { ServerResponse } from 'node:http';
import type { HttpRequest } from './http/http-types';

/** What every resolver gets: the request (for cookies and the client address) and the response. */
export interface AppContext {
  readonly request: HttpRequest;
  readonly response: ServerResponse;
}
