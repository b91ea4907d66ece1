import type { ServerResponse } from 'node:http';
import { AppContext } from './context';
import { AppError, unauthenticated } from './errors';
import type { HttpRequest } from './http/http-types';
import type { Actor } from './modules/audit/audit.service';
import type { SessionService } from './modules/customers/session.service';
import { ROLE_PERMISSIONS, type Permission } from './modules/staff/permission.type';
import type { StaffPrincipal, StaffSessionService } from './modules/staff/staff-session.service';
import { STAFF_ABSOLUTE_TIMEOUT_SECONDS, STAFF_SESSION_COOKIE } from './modules/staff/staff.rules';
import { clearCookie, setCookie } from './security/cookies';
import type { ProxyTrust } from './security/proxy-trust';

/** The staff cookie goes to the admin API only: the shop's pages and API never see it. */
export const ADMIN_API_PATH = '/admin-api';

/**
 * One request to the admin API: the staff session behind the `esi-staff` cookie. A customer's session
 * is never read here, and the shop's context never reads this cookie.
 */
export class AdminContext extends AppContext {
  private staffLookup: Promise<StaffPrincipal | null> | undefined;

  constructor(
    request: HttpRequest,
    response: ServerResponse,
    customerSessions: SessionService,
    private readonly staffSessions: StaffSessionService,
    trustProxy: ProxyTrust,
  ) {
    super(request, response, customerSessions, trustProxy);
  }

  get staffToken(): string | undefined {
    return this.cookie(STAFF_SESSION_COOKIE);
  }

  staff(): Promise<StaffPrincipal | null> {
    this.staffLookup ??= this.staffSessions.find(this.staffToken);
    return this.staffLookup;
  }

  async requireStaff(): Promise<StaffPrincipal> {
    const staff = await this.staff();
    if (!staff) throw unauthenticated('Please sign in to the back office.');
    return staff;
  }

  /** The signed-in staff member with every one of `permissions`; else UNAUTHENTICATED or FORBIDDEN. */
  async requirePermissions(permissions: readonly Permission[]): Promise<StaffPrincipal> {
    const staff = await this.requireStaff();
    const granted = ROLE_PERMISSIONS[staff.role];
    const missing = permissions.filter((permission) => !granted.includes(permission));
    if (missing.length) {
      throw new AppError('FORBIDDEN', `Your role (${staff.role}) does not allow this: it needs ${missing.join(', ')}.`);
    }
    return staff;
  }

  /** Who the audit trail names for this request's changes. */
  async actor(): Promise<Actor> {
    const staff = await this.requireStaff();
    return { staffId: staff.staffId, email: staff.email, role: staff.role, clientIp: this.clientIp };
  }

  startStaffSession(token: string): void {
    setCookie(this.response, STAFF_SESSION_COOKIE, token, {
      maxAgeSeconds: STAFF_ABSOLUTE_TIMEOUT_SECONDS,
      secure: this.secure,
      sameSite: 'Strict',
      path: ADMIN_API_PATH,
    });
    this.staffLookup = this.staffSessions.find(token);
  }

  endStaffSession(): void {
    clearCookie(this.response, STAFF_SESSION_COOKIE, this.secure, { sameSite: 'Strict', path: ADMIN_API_PATH });
    this.staffLookup = Promise.resolve(null);
  }
}
