import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { type Outcome, failure, success } from '../../common/outcome';
import { ProblemCode } from '../../common/problem-code';
import { type FieldProblem, problem } from '../../common/problem';
import { SHOP_TODAY, isShopDay } from '../../common/shop-day';
import type { MailService } from '../mail/mail.service';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { layout, SHOP_NAME } from '../mail/mail.templates';
import {
  type AffiliationProvider,
  SERVICE_STATUSES,
  type ServiceClaim,
  type ServiceGroup,
  type ServiceStatus,
} from './affiliation-provider.rules';

/** Mints a single-use code of the group's promotion for its owner only (the promotions module). */
export interface OwnedCodes {
  /** Whether the group's promotion runs now (staff may end it). */
  offersOwnedCode(customerGroup: string): Promise<boolean>;
  /** Null when the group's promotion does not run now. */
  issueOwnedCode(customerGroup: string, customerId: string): Promise<{ id: string; code: string } | null>;
}

/** The customer's e-mail address (the customers module). */
export interface CustomerEmails {
  customer(customerId: string): Promise<{ email: string } | null>;
}

export type VerificationState = 'VERIFIED' | 'DOCUMENT_NEEDED' | 'PENDING' | 'NOT_ELIGIBLE';

export interface VerificationAnswer {
  state: VerificationState;
  /** Today's code, once verified. */
  code: string | null;
  /** The provider's upload page (DOCUMENT_NEEDED). */
  documentUrl: string | null;
}

export interface ServiceDiscountStatus {
  /** The verified group, when verified. */
  group: ServiceGroup | null;
  verifiedOn: string | null;
  /** Today's code, and whether it has been used. */
  todaysCode: string | null;
  todaysCodeUsed: boolean;
  /** Whether verification can be started here (a provider is set). */
  available: boolean;
  /** How: a claim form the shop sends on (SheerID), or a visit to the provider (ID.me); null when unavailable. */
  flow: 'CLAIM' | 'REDIRECT' | null;
}

/** How a customer's return from a redirect provider ended, for the page's words (`/Military?verification=…`). */
export type RedirectOutcome =
  | 'verified'
  | 'ended'
  | 'not-eligible'
  | 'not-confirmed'
  | 'cancelled'
  | 'expired'
  | 'signed-out'
  | 'unavailable'
  /** Trouble on the shop's side (the callback's own failure): nothing of it reached the page. */
  | 'failed';

/** How long a visit to the redirect provider may take before its `state` is refused. */
const REDIRECT_STATE_MINUTES = 15;
/** A `state` is kept only as this id (its SHA-256), so a read of the table cannot finish someone's visit. */
const stateId = (state: string) => `idme_${createHash('sha256').update(state).digest('base64url')}`;

export type ClaimInput = Omit<ServiceClaim, 'email' | 'status'> & { status: string };

const NAME_LIMIT = 60;

/**
 * The military and first-responder discount (issue 33 §3): a signed-in customer's claim goes to the provider; a
 * verified one gets a single-use code of their group's promotion (25 % off), good for them only, one a day, shown
 * and mailed in the same unit of work. The shop keeps the group and the day, never the claim's details.
 */
export class AffiliationService {
  constructor(
    private readonly sql: Sql,
    private readonly provider: AffiliationProvider | undefined,
    private readonly codes: OwnedCodes,
    private readonly customers: CustomerEmails,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly logger: Logger,
  ) {}

  /** The groups the customer is verified in, for promotions' `customer_group` condition. */
  async groupsOf(customerId: string): Promise<ReadonlySet<string>> {
    const rows = await this.sql.query<{ affiliation: string }>(
      `SELECT affiliation FROM customer_affiliation WHERE customer_id = $1`,
      [customerId],
    );
    return new Set(rows.map((r) => r.affiliation));
  }

  async status(customerId: string): Promise<ServiceDiscountStatus> {
    const [row] = await this.sql.query<{
      group: ServiceGroup | null;
      verifiedOn: string | null;
      code: string | null;
      used: boolean | null;
    }>(
      `SELECT a.affiliation AS group, to_char(a.verified_on, 'YYYY-MM-DD') AS "verifiedOn", c.code,
         c.used_at IS NOT NULL AS used
       FROM (SELECT $1::uuid AS id) me
       LEFT JOIN customer_affiliation a ON a.customer_id = me.id
       LEFT JOIN affiliation_code t ON t.customer_id = me.id AND t.issued_on = ${SHOP_TODAY}
       LEFT JOIN promotion_code c ON c.id = t.code_id`,
      [customerId],
    );
    return {
      group: row?.group ?? null,
      verifiedOn: row?.verifiedOn ?? null,
      todaysCode: row?.code ?? null,
      todaysCodeUsed: row?.used ?? false,
      available: this.provider !== undefined,
      flow: this.provider ? (this.provider.kind === 'claim' ? 'CLAIM' : 'REDIRECT') : null,
    };
  }

  /** Sends the claim to the provider; a verified customer's code comes back with the answer. */
  async verify(customerId: string, input: ClaimInput): Promise<Outcome<VerificationAnswer>> {
    const problem = claimProblem(input);
    if (problem) return failure(problem);
    const provider = this.provider;
    if (provider?.kind !== 'claim') {
      throw new AppError('SERVICE_UNAVAILABLE', 'Verification is not available right now: please contact us.');
    }
    const customer = await this.customers.customer(customerId);
    if (!customer) throw new AppError('UNAUTHENTICATED', 'Log in to verify.');
    const status = input.status as ServiceStatus;
    const group = SERVICE_STATUSES[status];
    const refused = await this.refusedBeforeProvider(customerId, group);
    if (refused) return failure(refused);
    const answer = await provider.verify({ ...input, status, email: customer.email });
    if (!answer.ok) {
      this.logger.warn('service verification: no answer', { provider: provider.name, problem: answer.problem });
      throw new AppError('SERVICE_UNAVAILABLE', 'The verification service did not answer. Please try again shortly.');
    }
    const { verificationId, step, documentUrl } = answer.value;
    await this.sql.query(
      `INSERT INTO affiliation_verification (verification_id, customer_id, affiliation) VALUES ($1, $2, $3)
       ON CONFLICT (verification_id) DO NOTHING`,
      [verificationId, customerId, group],
    );
    this.logger.info('service verification', { provider: provider.name, verificationId, step });
    switch (step) {
      case 'success':
        return success({ state: 'VERIFIED', code: await this.settle(verificationId), documentUrl: null });
      case 'docUpload':
        return success({ state: 'DOCUMENT_NEEDED', code: null, documentUrl });
      case 'pending':
        return success({ state: 'PENDING', code: null, documentUrl: null });
      default:
        await this.refuse(verificationId);
        return success({ state: 'NOT_ELIGIBLE', code: null, documentUrl: null });
    }
  }

  /**
   * Why a verification is refused before the provider is asked (or the customer sent to it), counted against the
   * customer's hourly allowance when it is not: today's code already issued, or the group's discount ended (a
   * verification for a discount the shop no longer runs would give nothing).
   */
  private async refusedBeforeProvider(customerId: string, group: ServiceGroup): Promise<FieldProblem | null> {
    if ((await this.status(customerId)).todaysCode) {
      return {
        field: 'status',
        code: ProblemCode.SERVICE_CODE_ALREADY_TODAY,
        message: 'You already received a code today: one code per day. You can verify again tomorrow.',
      };
    }
    if (!(await this.codes.offersOwnedCode(group))) {
      return {
        field: 'status',
        code: ProblemCode.INVALID_VALUE,
        message: `The ${group} discount is not running right now, so there is no code to give. Please check back later.`,
      };
    }
    await this.limiter.hit(RATE_LIMITS.serviceVerificationPerCustomer, customerId);
    return null;
  }

  /**
   * Deletes the visits to the redirect provider that were started and never finished: past REDIRECT_STATE_MINUTES
   * their `state` is refused anyway. A claim sent to SheerID stays, pending, for as long as its review may take.
   */
  sweepAbandonedVisits(): Promise<number> {
    return this.sql.deleteInBatches(
      'affiliation_verification',
      `starts_with(verification_id, 'idme_') AND created_at < now() - make_interval(mins => $1)`,
      [REDIRECT_STATE_MINUTES],
    );
  }

  /**
   * Starts a visit to the redirect provider (ID.me): a one-time `state` bound to the customer and the group, kept
   * hashed for REDIRECT_STATE_MINUTES; the answer is the provider's page to send the customer to.
   */
  async startRedirect(customerId: string, group: string): Promise<Outcome<{ url: string }>> {
    if (group !== 'military' && group !== 'first responder') {
      return failure(problem('status', ProblemCode.REQUIRED, 'Choose military or first responder.'));
    }
    const provider = this.provider;
    if (provider?.kind !== 'redirect') {
      throw new AppError('SERVICE_UNAVAILABLE', 'Verification is not available right now: please contact us.');
    }
    const refused = await this.refusedBeforeProvider(customerId, group);
    if (refused) return failure(refused);
    const state = randomBytes(32).toString('base64url');
    await this.sql.query(
      `INSERT INTO affiliation_verification (verification_id, customer_id, affiliation) VALUES ($1, $2, $3)`,
      [stateId(state), customerId, group],
    );
    return success({ url: provider.authorizeUrl(group, state) });
  }

  /**
   * The customer back from the redirect provider. The `state` is taken (deleted) first, and only when it is this
   * customer's, unexpired and unused, so a forged, replayed, late or borrowed one never reaches the provider; then
   * the code is exchanged server to server and a verified customer's code minted as after any verification.
   */
  async finishRedirect(
    customerId: string | null,
    answer: { state: string | null; code: string | null; error: string | null },
  ): Promise<RedirectOutcome> {
    const provider = this.provider;
    if (provider?.kind !== 'redirect') return 'unavailable';
    if (!customerId) return 'signed-out';
    if (!answer.state || answer.state.length > 200) return 'expired';
    const [visit] = await this.sql.query<{ affiliation: ServiceGroup }>(
      `DELETE FROM affiliation_verification WHERE verification_id = $1 AND customer_id = $2 AND state = 'pending'
         AND created_at >= now() - make_interval(mins => $3)
       RETURNING affiliation`,
      [stateId(answer.state), customerId, REDIRECT_STATE_MINUTES],
    );
    if (!visit) return 'expired';
    if (answer.error) return answer.error === 'access_denied' ? 'cancelled' : 'unavailable';
    if (!answer.code || answer.code.length > 500) return 'not-confirmed';
    const result = await provider.verifiedIn(visit.affiliation, answer.code);
    if (!result.ok) {
      this.logger.warn('service verification: no answer', { provider: provider.name, problem: result.problem });
      return result.codeRefused ? 'not-confirmed' : 'unavailable';
    }
    this.logger.info('service verification', { provider: provider.name, verified: result.verified });
    if (!result.verified) return 'not-eligible';
    const code = await this.sql.transaction(() => this.mint(customerId, visit.affiliation));
    // No code minted: today's was already (another tab), or the discount ended while the customer was at ID.me.
    return code || (await this.status(customerId)).todaysCode ? 'verified' : 'ended';
  }

  /**
   * A webhook from the provider: its signature checked, then the verification it names asked of the provider
   * itself. A forged one is refused (false); a replayed or unknown one changes nothing.
   */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
    const provider = this.provider;
    if (provider?.kind !== 'claim' || !provider.signed(rawBody, signature)) return false;
    let verificationId: unknown;
    try {
      verificationId = (JSON.parse(rawBody.toString('utf8')) as { verificationId?: unknown }).verificationId;
    } catch {
      return true;
    }
    if (typeof verificationId !== 'string') return true;
    const [open] = await this.sql.query(
      `SELECT 1 FROM affiliation_verification WHERE verification_id = $1 AND state = 'pending'`,
      [verificationId],
    );
    if (!open) return true;
    const answer = await provider.status(verificationId);
    if (!answer.ok) throw new AppError('SERVICE_UNAVAILABLE', 'The verification service did not answer.');
    if (answer.value.step === 'success') await this.settle(verificationId);
    else if (answer.value.step === 'error') await this.refuse(verificationId);
    return true;
  }

  /**
   * A verification the provider confirmed, taken (`pending` → `verified`) and minted for in one unit of work. Null
   * when it was settled already or today's code exists.
   */
  private async settle(verificationId: string): Promise<string | null> {
    return this.sql.transaction(async () => {
      const [claim] = await this.sql.query<{ customerId: string; affiliation: ServiceGroup }>(
        `UPDATE affiliation_verification SET state = 'verified' WHERE verification_id = $1 AND state = 'pending'
         RETURNING customer_id AS "customerId", affiliation`,
        [verificationId],
      );
      return claim ? this.mint(claim.customerId, claim.affiliation) : null;
    });
  }

  /**
   * Inside the caller's unit of work: the group and day kept, today's code minted and mailed. The customer's
   * affiliation row is written (so locked) first, so two confirmations of one customer mint one code (and the key
   * on customer and day refuses a second whatever happens). Null when today's code was minted already.
   */
  private async mint(customerId: string, group: ServiceGroup): Promise<string | null> {
    await this.sql.query(
      `INSERT INTO customer_affiliation (customer_id, affiliation, verified_on) VALUES ($1, $2, ${SHOP_TODAY})
       ON CONFLICT (customer_id) DO UPDATE SET affiliation = excluded.affiliation, verified_on = excluded.verified_on`,
      [customerId, group],
    );
    const [issued] = await this.sql.query(
      `SELECT 1 FROM affiliation_code WHERE customer_id = $1 AND issued_on = ${SHOP_TODAY}`,
      [customerId],
    );
    if (issued) return null;
    const code = await this.codes.issueOwnedCode(group, customerId);
    // The discount ended while the provider checked (a document, a webhook hours later): verified, no code.
    if (!code) return null;
    await this.sql.query(
      `INSERT INTO affiliation_code (customer_id, issued_on, code_id) VALUES ($1, ${SHOP_TODAY}, $2)`,
      [customerId, code.id],
    );
    const customer = await this.customers.customer(customerId);
    if (customer) await this.mail.enqueue(serviceCodeMail(customer.email, code.code));
    return code.code;
  }

  private async refuse(verificationId: string): Promise<void> {
    await this.sql.query(
      `UPDATE affiliation_verification SET state = 'refused' WHERE verification_id = $1 AND state = 'pending'`,
      [verificationId],
    );
  }
}

function claimProblem(input: ClaimInput): FieldProblem | null {
  if (!Object.hasOwn(SERVICE_STATUSES, input.status)) {
    return problem('status', ProblemCode.REQUIRED, 'Choose your service status.');
  }
  const texts = [
    ['organization', input.organization, 100, 'your branch of service or agency'],
    ['firstName', input.firstName, NAME_LIMIT, 'your first name'],
    ['lastName', input.lastName, NAME_LIMIT, 'your last name'],
  ] as const;
  for (const [field, value, limit, what] of texts) {
    if (!value.trim()) return problem(field, ProblemCode.REQUIRED, `Enter ${what}.`);
    if (value.length > limit) return problem(field, ProblemCode.TOO_LONG, `At most ${limit} characters.`);
  }
  if (!isShopDay(input.birthDate) || input.birthDate >= new Date().toISOString().slice(0, 10)) {
    return problem('birthDate', ProblemCode.INVALID_DATE, 'Enter your date of birth as YYYY-MM-DD.');
  }
  return null;
}

function serviceCodeMail(to: string, code: string) {
  return {
    to,
    subject: `${SHOP_NAME}: your military & first responder code`,
    text: layout([
      'Thank you for your service.',
      '',
      `Your discount code is ${code}: 25% off one order. Enter it at checkout.`,
      'It can be used once, and only from your account. For a later order, verify again to receive a new code.',
    ]),
  };
}
