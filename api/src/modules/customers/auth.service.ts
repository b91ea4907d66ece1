import { ProblemCode } from '../../common/problem-code';
import { missing } from '../../common/problem';
import type { Sql } from '../../db/sql';
import { passwordHasher } from '../../security/password-hasher';
import { RATE_LIMITS, type RateLimit, type RateLimiter } from '../../security/rate-limiter';
import type { MailService } from '../mail/mail.service';
import { recoveryCodeMail, signUpCodeMail } from '../mail/mail.templates';
import {
  MESSAGES,
  dateOfBirthProblem,
  emailProblem,
  normaliseEmail,
  parseDate,
  passwordProblem,
  requiredProblem,
} from './account.rules';
import { CUSTOMER_COLUMNS } from './customer.rows';
import type { Customer } from './customer.types';
import { type Outcome, failure, problemsOf, success } from '../../common/outcome';
import type { LoginThrottle } from './login-throttle.rules';
import type { AuthSession, SessionService } from './session.service';
import type { TrustedDeviceService } from './trusted-device.service';
import type { VerificationCodeService } from './verification-code.service';

export interface SignUpFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  password: string;
  /** The 6-digit code e-mailed by requestSignUpCode. */
  code: string;
}

export interface NewSession {
  customer: Customer;
  token: string;
  /** For the device cookie: this browser is now a trusted device of the account. */
  deviceToken: string;
}

/** Who is logging in, as the request shows it. */
export interface LoginClient {
  readonly ip: string;
  /** The guest cart to merge into the customer's. */
  readonly guestToken?: string;
  /** The device cookie, if the browser has one. */
  readonly deviceToken?: string;
}

/** Called after a login or sign-up, e.g. to merge the guest cart into the customer's. */
export type LoginListener = (customerId: string, guestToken: string | undefined) => Promise<void>;

export class AuthService {
  private readonly loginListeners: LoginListener[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly sessions: SessionService,
    private readonly codes: VerificationCodeService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly throttle: LoginThrottle,
    private readonly devices: TrustedDeviceService,
  ) {}

  onLogin(listener: LoginListener): void {
    this.loginListeners.push(listener);
  }

  /**
   * Holds the customer's row until the caller's unit of work ends, so that a customer's orders are
   * placed one at a time (the first-purchase discount and idempotency keys stay exact) and their
   * address book changes one save at a time (its limit and its one default stay exact).
   */
  async lockCustomer(customerId: string): Promise<void> {
    await this.sql.query(`SELECT id FROM customer WHERE id = $1 FOR UPDATE`, [customerId]);
  }

  async customer(customerId: string): Promise<Customer | null> {
    const [row] = await this.sql.query<Customer>(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1`, [
      customerId,
    ]);
    return row ?? null;
  }

  private async emailTaken(email: string): Promise<boolean> {
    const rows = await this.sql.query(`SELECT 1 FROM customer WHERE lower(email) = $1`, [normaliseEmail(email)]);
    return rows.length > 0;
  }

  /** Sign-up step 1: e-mails a code, unless the address is already registered. */
  async requestSignUpCode(email: string, clientIp: string): Promise<Outcome<void>> {
    const refused = await this.codeRequestRefused(
      email,
      clientIp,
      RATE_LIMITS.signUpCodePerIp,
      RATE_LIMITS.signUpCodePerEmail,
    );
    if (refused) return refused;
    if (await this.emailTaken(email)) {
      return failure({ field: 'email', code: ProblemCode.EMAIL_TAKEN, message: MESSAGES.emailTaken });
    }
    // The code and its mail commit together; the mail leaves after the answer, through the outbox.
    await this.sql.transaction(async () => {
      const code = await this.codes.issue('sign-up', email);
      await this.mail.enqueue(signUpCodeMail(email.trim(), code));
    });
    return success(undefined);
  }

  /** Sign-up step 2: checks the form and the code, creates the account and logs it in. */
  async signUp(fields: SignUpFields, clientIp: string, guestToken?: string): Promise<Outcome<NewSession>> {
    const problems = problemsOf(
      requiredProblem(fields.firstName, 'firstName'),
      requiredProblem(fields.lastName, 'lastName'),
      dateOfBirthProblem(fields.dateOfBirth),
      emailProblem(fields.email),
      passwordProblem(fields.password),
      fields.code.trim() ? null : missing('code'),
    );
    if (problems) return { ok: false, problems };
    await this.limiter.hitAll([
      [RATE_LIMITS.codeCheckPerIp, clientIp],
      [RATE_LIMITS.codeCheckPerEmail, normaliseEmail(fields.email)],
    ]);
    if (await this.emailTaken(fields.email)) {
      return failure({ field: 'email', code: ProblemCode.EMAIL_TAKEN, message: MESSAGES.emailTaken });
    }
    const passwordHash = await passwordHasher.hash(fields.password);
    const outcome = await this.sql.transaction(async (): Promise<Outcome<NewSession>> => {
      if (!(await this.codes.consume('sign-up', fields.email, fields.code))) {
        return failure({ field: 'code', code: ProblemCode.INVALID_CODE, message: MESSAGES.invalidCode });
      }
      const inserted = await this.sql.query<Customer>(
        `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${CUSTOMER_COLUMNS}`,
        [
          fields.email.trim(),
          fields.firstName.trim(),
          fields.lastName.trim(),
          parseDate(fields.dateOfBirth),
          passwordHash,
        ],
      );
      const customer = inserted[0];
      if (!customer) return failure({ field: 'email', code: ProblemCode.EMAIL_TAKEN, message: MESSAGES.emailTaken });
      const token = await this.sessions.create(customer.id);
      return success({ customer, token, deviceToken: await this.devices.issue(customer.id) });
    });
    if (outcome.ok) await this.notifyLogin(outcome.value.customer.id, guestToken);
    return outcome;
  }

  async logIn(email: string, password: string, client: LoginClient): Promise<Outcome<NewSession>> {
    const problems = problemsOf(email.trim() ? null : missing('email'), password ? null : missing('password'));
    if (problems) return { ok: false, problems };
    // Throttled before hashing: a refused attempt costs no argon2 work.
    const attempt = await this.throttle.admit({
      email: normaliseEmail(email),
      clientIp: client.ip,
      deviceToken: client.deviceToken,
    });
    const [row] = await this.sql.query<Customer & { passwordHash: string; disabled: boolean }>(
      `SELECT ${CUSTOMER_COLUMNS}, password_hash AS "passwordHash", disabled_at IS NOT NULL AS disabled
       FROM customer WHERE lower(email) = $1`,
      [normaliseEmail(email)],
    );
    // A disabled account is answered as a wrong password, after the same hashing: the answer tells nothing.
    if (!(await passwordHasher.verify(row?.passwordHash ?? null, password)) || !row || row.disabled) {
      await this.throttle.failed(attempt);
      return failure({
        field: 'password',
        code: ProblemCode.INVALID_CREDENTIALS,
        message: MESSAGES.invalidCredentials,
      });
    }
    await this.throttle.succeeded(attempt);
    const { passwordHash: _hash, disabled: _disabled, ...customer } = row;
    const token = await this.sessions.create(customer.id);
    const deviceToken = await this.devices.issue(customer.id, client.deviceToken);
    await this.notifyLogin(customer.id, client.guestToken);
    return success({ customer, token, deviceToken });
  }

  logOut(token: string | undefined): Promise<void> {
    return this.sessions.revoke(token);
  }

  /** Recovery step 1: the same answer whether or not the address is registered. */
  async requestPasswordRecovery(email: string, clientIp: string): Promise<Outcome<void>> {
    const refused = await this.codeRequestRefused(
      email,
      clientIp,
      RATE_LIMITS.recoveryCodePerIp,
      RATE_LIMITS.recoveryCodePerEmail,
    );
    if (refused) return refused;
    // A disabled account is mailed nothing, as an unknown address.
    const [row] = await this.sql.query<{ email: string }>(
      `SELECT email FROM customer WHERE lower(email) = $1 AND disabled_at IS NULL`,
      [normaliseEmail(email)],
    );
    // The same statements whether or not the address is registered (a code that reaches nobody is
    // issued for an unknown one), so the time of the answer tells nothing; the mail leaves afterwards.
    await this.sql.transaction(async () => {
      const code = await this.codes.issue('recovery', email);
      if (row) await this.mail.enqueue(recoveryCodeMail(row.email, code));
    });
    return success(undefined);
  }

  /** Recovery step 2: a valid code sets the new password and ends every session. */
  async resetPassword(email: string, code: string, newPassword: string, clientIp: string): Promise<Outcome<void>> {
    const problems = problemsOf(
      emailProblem(email),
      code.trim() ? null : missing('code'),
      passwordProblem(newPassword, 'newPassword'),
    );
    if (problems) return { ok: false, problems };
    await this.limiter.hitAll([
      [RATE_LIMITS.codeCheckPerIp, clientIp],
      [RATE_LIMITS.codeCheckPerEmail, normaliseEmail(email)],
    ]);
    const passwordHash = await passwordHasher.hash(newPassword);
    return this.sql.transaction(async (): Promise<Outcome<void>> => {
      if (!(await this.codes.consume('recovery', email, code))) {
        return failure({ field: 'code', code: ProblemCode.INVALID_CODE, message: MESSAGES.invalidRecoveryCode });
      }
      const updated = await this.sql.query<{ id: string }>(
        `UPDATE customer SET password_hash = $2, updated_at = now()
         WHERE lower(email) = $1 AND disabled_at IS NULL RETURNING id`,
        [normaliseEmail(email), passwordHash],
      );
      if (updated[0]) {
        await this.sessions.revokeOthers(updated[0].id, null);
        await this.devices.revokeAllOf(updated[0].id);
      }
      return success(undefined);
    });
  }

  /** A logged-in change: the old password must match; every other session of the customer ends. */
  async changePassword(session: AuthSession, currentPassword: string, newPassword: string): Promise<Outcome<void>> {
    const problems = problemsOf(
      currentPassword ? null : missing('currentPassword'),
      passwordProblem(newPassword, 'newPassword'),
    );
    if (problems) return { ok: false, problems };
    // Only wrong current passwords count: the place taken before hashing is given back on success.
    await this.limiter.take(RATE_LIMITS.passwordChangeFailuresPerCustomer, session.customerId);
    const [row] = await this.sql.query<{ hash: string }>(`SELECT password_hash AS hash FROM customer WHERE id = $1`, [
      session.customerId,
    ]);
    if (!row || !(await passwordHasher.verify(row.hash, currentPassword))) {
      return failure({ field: 'currentPassword', code: ProblemCode.WRONG_PASSWORD, message: MESSAGES.wrongPassword });
    }
    await this.limiter.giveBack(RATE_LIMITS.passwordChangeFailuresPerCustomer, session.customerId);
    const passwordHash = await passwordHasher.hash(newPassword);
    await this.sql.transaction(async () => {
      await this.sql.query(`UPDATE customer SET password_hash = $2, updated_at = now() WHERE id = $1`, [
        session.customerId,
        passwordHash,
      ]);
      await this.sessions.revokeOthers(session.customerId, session.sessionId);
    });
    return success(undefined);
  }

  /** A request for an e-mailed code: a valid address, then one hit of its budgets (throws when spent). */
  private async codeRequestRefused(
    email: string,
    clientIp: string,
    perIp: RateLimit,
    perEmail: RateLimit,
  ): Promise<Outcome<void> | null> {
    const invalid = emailProblem(email);
    if (invalid) return failure(invalid);
    await this.limiter.hitAll([
      [perIp, clientIp],
      [perEmail, normaliseEmail(email)],
    ]);
    return null;
  }

  private async notifyLogin(customerId: string, guestToken: string | undefined): Promise<void> {
    for (const listener of this.loginListeners) await listener(customerId, guestToken);
  }
}
