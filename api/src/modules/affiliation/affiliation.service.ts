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
}

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
    };
  }

  /** Sends the claim to the provider; a verified customer's code comes back with the answer. */
  async verify(customerId: string, input: ClaimInput): Promise<Outcome<VerificationAnswer>> {
    const problem = claimProblem(input);
    if (problem) return failure(problem);
    if (!this.provider) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Verification is not available right now: please contact us.');
    }
    const today = await this.status(customerId);
    if (today.todaysCode) {
      return failure({
        field: 'status',
        code: ProblemCode.SERVICE_CODE_ALREADY_TODAY,
        message: 'You already received a code today: one code per day. You can verify again tomorrow.',
      });
    }
    const customer = await this.customers.customer(customerId);
    if (!customer) throw new AppError('UNAUTHENTICATED', 'Log in to verify.');
    const status = input.status as ServiceStatus;
    const group = SERVICE_STATUSES[status];
    // Asked before the provider: a claim verified for a discount the shop no longer runs would give nothing.
    if (!(await this.codes.offersOwnedCode(group))) {
      return failure({
        field: 'status',
        code: ProblemCode.INVALID_VALUE,
        message: `The ${group} discount is not running right now, so there is no code to give. Please check back later.`,
      });
    }
    await this.limiter.hit(RATE_LIMITS.serviceVerificationPerCustomer, customerId);
    const answer = await this.provider.verify({ ...input, status, email: customer.email });
    if (!answer.ok) {
      this.logger.warn('service verification: no answer', { provider: this.provider.name, problem: answer.problem });
      throw new AppError('SERVICE_UNAVAILABLE', 'The verification service did not answer. Please try again shortly.');
    }
    const { verificationId, step, documentUrl } = answer.value;
    await this.sql.query(
      `INSERT INTO affiliation_verification (verification_id, customer_id, affiliation) VALUES ($1, $2, $3)
       ON CONFLICT (verification_id) DO NOTHING`,
      [verificationId, customerId, group],
    );
    this.logger.info('service verification', { provider: this.provider.name, verificationId, step });
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
   * A webhook from the provider: its signature checked, then the verification it names asked of the provider
   * itself. A forged one is refused (false); a replayed or unknown one changes nothing.
   */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
    if (!this.provider?.signed(rawBody, signature)) return false;
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
    const answer = await this.provider.status(verificationId);
    if (!answer.ok) throw new AppError('SERVICE_UNAVAILABLE', 'The verification service did not answer.');
    if (answer.value.step === 'success') await this.settle(verificationId);
    else if (answer.value.step === 'error') await this.refuse(verificationId);
    return true;
  }

  /**
   * A verification the provider confirmed: the group and day kept, today's code minted and mailed, all in one unit
   * of work; the customer's affiliation row is locked first, so two confirmations of one customer mint one code
   * (and the key on customer and day refuses a second whatever happens). Null when it was settled already.
   */
  private async settle(verificationId: string): Promise<string | null> {
    return this.sql.transaction(async () => {
      const [claim] = await this.sql.query<{ customerId: string; affiliation: ServiceGroup }>(
        `UPDATE affiliation_verification SET state = 'verified' WHERE verification_id = $1 AND state = 'pending'
         RETURNING customer_id AS "customerId", affiliation`,
        [verificationId],
      );
      if (!claim) return null;
      await this.sql.query(
        `INSERT INTO customer_affiliation (customer_id, affiliation, verified_on) VALUES ($1, $2, ${SHOP_TODAY})
         ON CONFLICT (customer_id) DO UPDATE SET affiliation = excluded.affiliation, verified_on = excluded.verified_on`,
        [claim.customerId, claim.affiliation],
      );
      const [issued] = await this.sql.query(
        `SELECT 1 FROM affiliation_code WHERE customer_id = $1 AND issued_on = ${SHOP_TODAY}`,
        [claim.customerId],
      );
      if (issued) return null;
      const code = await this.codes.issueOwnedCode(claim.affiliation, claim.customerId);
      // The discount ended while the provider checked (a document, a webhook hours later): verified, no code.
      if (!code) return null;
      await this.sql.query(
        `INSERT INTO affiliation_code (customer_id, issued_on, code_id) VALUES ($1, ${SHOP_TODAY}, $2)`,
        [claim.customerId, code.id],
      );
      const customer = await this.customers.customer(claim.customerId);
      if (customer) await this.mail.enqueue(serviceCodeMail(customer.email, code.code));
      return code.code;
    });
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
