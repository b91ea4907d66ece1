import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import type { Services } from '../services';
import type { LegacyFields } from './legacy-fields';

/** One legacy POST as a handler sees it: the parsed fields, the shared request context, the headers. */
export interface LegacyRequest {
  readonly fields: LegacyFields;
  readonly ctx: AppContext;
  readonly headers: IncomingHttpHeaders;
}

/** What a handler answers; the adapter sends it as JSON (200 unless `status` says otherwise). */
export interface LegacyAnswer {
  readonly status?: number;
  readonly body: unknown;
}

export type LegacyCall = (request: LegacyRequest, services: Services) => Promise<LegacyAnswer>;
