import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { passwordHasher } from '../../security/password-hasher';
import { guessablePasswordProblem } from '../../security/password-strength';
import { newToken, sha256 } from '../../security/tokens';
import type { Actor, AuditService } from '../audit/audit.service';
import { emailProblem, normaliseEmail, passwordProblem, requiredProblem } from '../customers/account.rules';
import type { LoginThrottle } from '../customers/login-throttle.rules';
import type { MailService } from '../mail/mail.service';
import { ROLE_PERMISSIONS, StaffRole } from './permission.type';
import { staffSetupMail } from './staff-mail.templates';
import type { StaffPrincipal, StaffSessionService } from './staff-session.service';
import { RECOVERY_CODE_COUNT, SETUP_LINK_TTL_SECONDS, STAFF_MESSAGES } from './staff.rules';
import { enrolment, newTotpSecret, totpStep } from './totp.rules';
import type { SetupCompleted, SetupLinkIssued, StaffEnrolment, StaffMember } from './staff.types';

/** The path of the admin app's setup page; the link is this with the token. */
export const SETUP_PATH = '/admin/setup/';
/** Login counters of staff are kept apart from customers' (the same address may be both). */
const THROTTLE_PREFIX = 'staff:';

const MEMBER_COLUMNS = `id, email, name, role, password_hash IS NOT NULL AND totp_secret IS NOT NULL AS enrolled,
  to_char(disabled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "disabledAt",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

type MemberRow = Omit<StaffMember, 'permissions'>;

const member = (row: MemberRow): StaffMember => ({ ...row, permissions: [...ROLE_PERMISSIONS[row.role]] });

/** Recovery codes as people copy them: ten letters and digits in two groups, read without ambiguity. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const recoveryKey = (code: string): Buffer => sha256(code.trim().toLowerCase().replace(/[\s-]/g, ''));

/** A staff member as other modules name them. */
export interface StaffName {
  readonly name: string;
  readonly email: string;
}

export interface SignIn {
  readonly email: string;
  readonly password: string;
  /** The authenticator's 6 digits, or one of the recovery codes. */
  readonly code: string;
}

/**
 * Staff accounts: invitations by setup link, enrolment of password and authenticator, sign-in with both,
 * and the owner's management of the staff. Every change is written to the audit trail with it.
 */
export class StaffService {
  constructor(
    private readonly sql: Sql,
    private readonly sessions: StaffSessionService,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottle,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    /** The shop's names (trade and legal): the first words an attacker tries as a staff password. */
    private readonly shopNames: readonly string[],
  ) {}

  list(): Promise<StaffMember[]> {
    return this.sql
      .query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM staff ORDER BY disabled_at IS NOT NULL, lower(name), id`)
      .then((rows) => rows.map(member));
  }

  async get(staffId: string): Promise<StaffMember | null> {
    const [row] = await this.sql.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM staff WHERE id = $1`, [staffId]);
    return row ? member(row) : null;
  }

  /** Who the given staff members are (their name and e-mail), for the timelines and ledgers other modules show. */
  async whoAre(ids: readonly (string | null)[]): Promise<Map<string, StaffName>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (!unique.length) return new Map();
    const rows = await this.sql.query<StaffName & { id: string }>(
      `SELECT id, name, email FROM staff WHERE id = ANY($1::uuid[])`,
      [unique],
    );
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  }

  /** A new staff member and their setup link (mailed to them, and answered once to whoever invited them). */
  async invite(actor: Actor, input: { email: string; name: string; role: StaffRole }): Promise<SetupLinkIssued> {
    const problem = emailProblem(input.email) ?? requiredProblem(input.name, 'name');
    if (problem) throw badInput(`${problem.field === 'name' ? 'Name' : 'E-mail'}: ${problem.message}`);
    const email = normaliseEmail(input.email);
    return this.sql.transaction(async () => {
      const [row] = await this.sql.query<MemberRow>(
        `INSERT INTO staff (email, name, role) VALUES ($1, $2, $3)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
        [email, input.name.trim(), input.role],
      );
      if (!row) {
        throw new AppError('CONFLICT', `${email} is already on the staff: reset their authenticator for a new link.`);
      }
      const staff = member(row);
      await this.audit.record(actor, {
        operation: 'staff.invite',
        recordType: 'staff',
        recordId: staff.id,
        after: { email: staff.email, name: staff.name, role: staff.role },
      });
      return this.issueSetupLink(actor, staff);
    });
  }

  /** A new setup link: the old authenticator, recovery codes, links and sessions stop working at once. */
  async resetAuthenticator(actor: Actor, staffId: string): Promise<SetupLinkIssued> {
    return this.sql.transaction(async () => {
      const [row] = await this.sql.query<MemberRow>(
        `UPDATE staff SET totp_secret = NULL, totp_last_step = NULL, updated_at = now() WHERE id = $1
         RETURNING ${MEMBER_COLUMNS}`,
        [staffId],
      );
      if (!row) throw notFound('There is no such staff member.');
      await this.sql.query(`DELETE FROM staff_recovery_code WHERE staff_id = $1`, [staffId]);
      await this.sessions.revokeAll(staffId);
      await this.audit.record(actor, {
        operation: 'staff.reset-authenticator',
        recordType: 'staff',
        recordId: staffId,
      });
      return this.issueSetupLink(actor, member(row));
    });
  }

  private async issueSetupLink(actor: Actor, staff: StaffMember): Promise<SetupLinkIssued> {
    const token = newToken();
    await this.sql.query(`UPDATE staff_setup_link SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL`, [
      staff.id,
    ]);
    const [{ expiresAt }] = (await this.sql.query<{ expiresAt: string }>(
      `INSERT INTO staff_setup_link (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')
       RETURNING to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "expiresAt"`,
      [sha256(token), staff.id, SETUP_LINK_TTL_SECONDS],
    )) as [{ expiresAt: string }];
    const link = `${this.publicUrl}${SETUP_PATH}${token}`;
    await this.mail.enqueue(staffSetupMail(staff.email, staff.name, link));
    await this.audit.record(actor, {
      operation: 'staff.setup-link',
      recordType: 'staff',
      recordId: staff.id,
      after: { expiresAt },
    });
    return { staff, link, expiresAt };
  }

  /** Opening a setup link: the authenticator secret to enrol (chosen once, kept until setup completes). */
  async openSetupLink(token: string): Promise<StaffEnrolment> {
    return this.sql.transaction(async () => {
      const link = await this.liveLink(token);
      const secret = link.secret ?? newTotpSecret();
      if (!link.secret) {
        await this.sql.query(`UPDATE staff_setup_link SET totp_secret = $2 WHERE token_hash = $1`, [
          sha256(token),
          secret,
        ]);
      }
      return { email: link.email, name: link.name, secret, ...enrolment(secret, link.email) };
    });
  }

  /**
   * Setup: the password and the authenticator's first code (proving it holds the secret). The link is used
   * up, the staff member signed in, and their recovery codes answered this once.
   */
  async completeSetup(
    token: string,
    input: { password: string; code: string },
    clientIp: string,
  ): Promise<SetupCompleted & { sessionToken: string }> {
    const problem = passwordProblem(input.password);
    if (problem) throw badInput(`Password: ${problem.message}`);
    // Common and breached passwords, and the shop's or the person's own name, are refused (NIST 800-63B 5.1.1.2).
    const { name, email } = await this.liveLink(token);
    const guessable = guessablePasswordProblem(input.password, [...this.shopNames, name, email]);
    if (guessable) throw badInput(`Password: ${guessable}`);
    const passwordHash = await passwordHasher.hash(input.password);
    return this.sql.transaction(async () => {
      const link = await this.liveLink(token, true);
      const step = link.secret ? totpStep(link.secret, input.code.trim()) : null;
      if (step === null) throw badInput(STAFF_MESSAGES.codeRefused);
      const [row] = (await this.sql.query<MemberRow>(
        `UPDATE staff SET password_hash = $2, totp_secret = $3, totp_last_step = $4, updated_at = now()
         WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`,
        [link.staffId, passwordHash, link.secret, step],
      )) as [MemberRow];
      await this.sql.query(`UPDATE staff_setup_link SET used_at = now() WHERE token_hash = $1`, [sha256(token)]);
      await this.sql.query(`DELETE FROM staff_recovery_code WHERE staff_id = $1`, [link.staffId]);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await this.sql.query(
        `INSERT INTO staff_recovery_code (staff_id, code_hash) SELECT $1, unnest($2::bytea[]) ON CONFLICT DO NOTHING`,
        [link.staffId, recoveryCodes.map(recoveryKey)],
      );
      await this.sessions.revokeAll(link.staffId);
      const sessionToken = await this.sessions.create(link.staffId);
      const staff = member(row);
      await this.audit.record(actorOf(staff, clientIp), {
        operation: 'staff.setup-complete',
        recordType: 'staff',
        recordId: staff.id,
      });
      return { staff, recoveryCodes, sessionToken };
    });
  }

  /** The link behind a token while it is unused, unexpired and its staff member enabled; else refused. */
  private async liveLink(
    token: string,
    lock = false,
  ): Promise<{ staffId: string; email: string; name: string; secret: string | null }> {
    const [link] = await this.sql.query<{ staffId: string; email: string; name: string; secret: string | null }>(
      `SELECT l.staff_id AS "staffId", s.email, s.name, l.totp_secret AS secret
       FROM staff_setup_link l JOIN staff s ON s.id = l.staff_id
       WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND s.disabled_at IS NULL
       ${lock ? 'FOR UPDATE OF l' : ''}`,
      [sha256(token.trim())],
    );
    if (!link) throw new AppError('NOT_FOUND', STAFF_MESSAGES.setupLinkInvalid);
    return link;
  }

  /**
   * E-mail, password and authenticator code (or a recovery code). The same refusal, after the same
   * password hashing, whichever part is wrong and whether or not the address is staff's.
   */
  async signIn(input: SignIn, clientIp: string): Promise<{ staff: StaffMember; sessionToken: string }> {
    const email = normaliseEmail(input.email);
    const attempt = await this.throttle.admit({ email: THROTTLE_PREFIX + email, clientIp });
    const [row] = await this.sql.query<MemberRow & { passwordHash: string | null; secret: string | null }>(
      `SELECT ${MEMBER_COLUMNS}, password_hash AS "passwordHash", totp_secret AS secret
       FROM staff WHERE lower(email) = $1 AND disabled_at IS NULL`,
      [email],
    );
    const passwordOk = await passwordHasher.verify(row?.passwordHash ?? null, input.password);
    const secondFactor =
      row && passwordOk && row.secret ? await this.secondFactor(row.id, row.secret, input.code) : null;
    if (!row || !secondFactor) {
      await this.throttle.failed(attempt);
      await this.sql.transaction(() =>
        this.audit.record(
          { staffId: null, email: null, role: null, clientIp },
          {
            operation: 'staff.sign-in-failed',
            recordType: row ? 'staff' : null,
            recordId: row?.id ?? null,
            after: { email },
          },
        ),
      );
      throw new AppError('UNAUTHENTICATED', STAFF_MESSAGES.signInRefused);
    }
    await this.throttle.succeeded(attempt);
    const staff = member(row);
    return this.sql.transaction(async () => {
      const sessionToken = await this.sessions.create(staff.id);
      await this.audit.record(actorOf(staff, clientIp), {
        operation: 'staff.sign-in',
        recordType: 'staff',
        recordId: staff.id,
        after: { with: secondFactor },
      });
      return { staff, sessionToken };
    });
  }

  /** A fresh TOTP code (each step accepted once) or an unused recovery code, used up here. */
  private async secondFactor(
    staffId: string,
    secret: string,
    code: string,
  ): Promise<'authenticator' | 'recovery code' | null> {
    const step = totpStep(secret, code.trim());
    if (step !== null) {
      const accepted = await this.sql.query(
        `UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
         RETURNING 1`,
        [staffId, step],
      );
      return accepted.length ? 'authenticator' : null;
    }
    const used = await this.sql.query(
      `UPDATE staff_recovery_code SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL
       RETURNING 1`,
      [staffId, recoveryKey(code)],
    );
    return used.length ? 'recovery code' : null;
  }

  async signOut(principal: StaffPrincipal, token: string | undefined, clientIp: string): Promise<void> {
    await this.sql.transaction(async () => {
      await this.sessions.revoke(token);
      await this.audit.record(actorOf({ ...principal, id: principal.staffId }, clientIp), {
        operation: 'staff.sign-out',
        recordType: 'staff',
        recordId: principal.staffId,
      });
    });
  }

  /** The owner gives someone another job; their sessions end, so the new permissions apply at once. */
  async changeRole(actor: Actor, staffId: string, role: StaffRole): Promise<StaffMember> {
    return this.change(actor, staffId, 'staff.change-role', async (before) => {
      if (before.role === StaffRole.OWNER && role !== StaffRole.OWNER) await this.keepAnOwner(staffId);
      return this.sql.query<MemberRow>(
        `UPDATE staff SET role = $2, updated_at = now() WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`,
        [staffId, role],
      );
    });
  }

  async setDisabled(actor: Actor, staffId: string, disabled: boolean): Promise<StaffMember> {
    if (disabled && actor.staffId === staffId) throw badInput('You cannot disable your own account.');
    return this.change(actor, staffId, disabled ? 'staff.disable' : 'staff.enable', async (before) => {
      if (disabled && before.role === StaffRole.OWNER) await this.keepAnOwner(staffId);
      return this.sql.query<MemberRow>(
        `UPDATE staff SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
         WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`,
        [staffId, disabled],
      );
    });
  }

  /** One change to a staff member: locked, applied, their sessions ended, and audited with before and after. */
  private async change(
    actor: Actor,
    staffId: string,
    operation: string,
    apply: (before: MemberRow) => Promise<MemberRow[]>,
  ): Promise<StaffMember> {
    return this.sql.transaction(async () => {
      const [before] = await this.sql.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM staff WHERE id = $1 FOR UPDATE`, [
        staffId,
      ]);
      if (!before) throw notFound('There is no such staff member.');
      const [after] = (await apply(before)) as [MemberRow];
      await this.sessions.revokeAll(staffId);
      await this.audit.record(actor, {
        operation,
        recordType: 'staff',
        recordId: staffId,
        before: { role: before.role, disabledAt: before.disabledAt },
        after: { role: after.role, disabledAt: after.disabledAt },
      });
      return member(after);
    });
  }

  /** Refuses a change that would leave the shop without an enabled owner. */
  private async keepAnOwner(leavingId: string): Promise<void> {
    // Every other owner is locked, so two owners leaving at once cannot both pass.
    const others = await this.sql.query(
      `SELECT 1 FROM staff WHERE role = 'owner' AND disabled_at IS NULL AND id <> $1 FOR UPDATE`,
      [leavingId],
    );
    if (!others.length) throw new AppError('CONFLICT', 'The shop needs at least one enabled owner.');
  }

  /** Deletes setup links that can no longer be used; answers how many went. */
  sweepExpiredLinks(): Promise<number> {
    return this.sql.deleteInBatches('staff_setup_link', `expires_at <= now() - interval '30 days'`);
  }
}

/** A signed-in staff member as the audit trail names them. */
export function actorOf(staff: { id: string; email: string; role: string }, clientIp: string): Actor {
  return { staffId: staff.id, email: staff.email, role: staff.role, clientIp };
}
