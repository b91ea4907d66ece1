import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HttpRequest {
  readonly raw: IncomingMessage;
  readonly url: URL;
  readonly method: string;
  /** Address of the client, from X-Forwarded-For only when the proxy is trusted. */
  readonly clientIp: string;
}

/** Answers the request and returns true, or returns false to let the next handler try. */
export type HttpHandler = (req: HttpRequest, res: ServerResponse) => Promise<boolean>;
