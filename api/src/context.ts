import type { ServerResponse } from 'node:http';
import type { HttpRequest } from './http/http-types';
import { isLocalRequest } from './http/loopback-only';
import type { ProxyTrust } from './security/proxy-trust';
import { unauthenticated } from './errors';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './modules/customers/account.rules';
import type { AuthSession, SessionService } from './modules/customers/session.service';
import { clearCookie, isSecureRequest, readCookie, setCookie } from './security/cookies';

/**
 * One request as both APIs see it: the session behind the `esi-data` cookie (looked up once, on
 * first use) and the cookies to send back. GraphQL resolvers and REST handlers share it.
 */
export class AppContext {
  private sessionLookup: Promise<AuthSession | null> | undefined;
  readonly secure: boolean;
  /** From this machine, with no proxy between: may see development details. */
  readonly local: boolean;

  constructor(
    readonly request: HttpRequest,
    readonly response: ServerResponse,
    private readonly sessions: SessionService,
    trustProxy: ProxyTrust,
  ) {
    this.secure = isSecureRequest(request, trustProxy);
    this.local = isLocalRequest(request.raw);
  }

  get clientIp(): string {
    return this.request.clientIp;
  }

  cookie(name: string): string | undefined {
    return readCookie(this.request, name);
  }

  setCookie(name: string, value: string, maxAgeSeconds: number): void {
    setCookie(this.response, name, value, { maxAgeSeconds, secure: this.secure });
  }

  clearCookie(name: string): void {
    clearCookie(this.response, name, this.secure);
  }

  get sessionToken(): string | undefined {
    return this.cookie(SESSION_COOKIE);
  }

  session(): Promise<AuthSession | null> {
    this.sessionLookup ??= this.sessions.find(this.sessionToken);
    return this.sessionLookup;
  }

  async requireSession(): Promise<AuthSession> {
    const session = await this.session();
    if (!session) throw unauthenticated();
    return session;
  }

  startSession(token: string): void {
    this.setCookie(SESSION_COOKIE, token, SESSION_TTL_SECONDS);
    this.sessionLookup = this.sessions.find(token);
  }

  endSession(): void {
    this.clearCookie(SESSION_COOKIE);
    this.sessionLookup = Promise.resolve(null);
  }
}
