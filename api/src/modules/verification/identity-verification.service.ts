import { createHash, randomUUID } from 'node:crypto';
import type { Sql } from '../../db/sql';
import type { AgeVerifier, VerificationIdentity, VerificationResult } from './age-verification.types';
import { errorResult } from './age-verification.rules';

/** Federal minimum age for tobacco and vapour products (Tobacco 21). */
export const MINIMUM_AGE = 21;

/** Who a customer is, as a check needs it (the customers module answers). */
export interface IdentityDirectory {
  customer(customerId: string): Promise<{ firstName: string; lastName: string; dateOfBirth: string } | null>;
}

/** Where the identity lives: the ship-to (residential) address of the order. */
export interface ResidentialAddress {
  readonly address: string;
  readonly city: string;
  /** Two-letter code. */
  readonly state: string;
  readonly zipcode: string;
}

/** A check's result as kept: `reused` when an earlier pass of the same identity answered without a provider. */
export interface IdentityCheck extends VerificationResult {
  readonly reused: boolean;
}

const normalised = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The identity's digest: names, date of birth and address, normalised (case and spacing do not make another
 * identity). Kept instead of the identity itself, only to know "this one was checked".
 */
export function identityDigest(identity: VerificationIdentity): string {
  const parts = [
    identity.firstName,
    identity.lastName,
    identity.dateOfBirth,
    identity.street,
    identity.city,
    identity.stateCode,
    identity.zip,
  ].map(normalised);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Age and identity checks of customers (PACT: full name, birth date and residential address against a
 * commercial database before the order is accepted), once per identity: a PASSED check of the same identity
 * answers again without asking the provider; any change of name, date of birth or address asks again. Every
 * answer is kept (outcome, reason, reference, document URL), never the identity nor a document.
 */
export class IdentityVerificationService {
  constructor(
    private readonly sql: Sql,
    private readonly customers: IdentityDirectory,
    private readonly verifier: AgeVerifier | undefined,
  ) {}

  /** The identity checked for an order of this customer to this address; null when the customer is unknown. */
  async identityOf(customerId: string, address: ResidentialAddress): Promise<VerificationIdentity | null> {
    const customer = await this.customers.customer(customerId);
    if (!customer) return null;
    return {
      firstName: customer.firstName,
      lastName: customer.lastName,
      dateOfBirth: customer.dateOfBirth,
      street: address.address,
      city: address.city,
      stateCode: address.state,
      zip: address.zipcode,
    };
  }

  /** The customer's identity at this address, checked (or an earlier pass of it). */
  async check(customerId: string, address: ResidentialAddress): Promise<IdentityCheck> {
    const identity = await this.identityOf(customerId, address);
    if (!identity) return { ...errorResult('unset', 'the customer is unknown'), reused: false };
    const digest = identityDigest(identity);
    const [passed] = await this.sql.query<VerificationResult>(
      `SELECT provider, reference, outcome, to_char(checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         AS "checkedAt"
       FROM identity_verification WHERE customer_id = $1 AND identity_digest = $2 AND outcome = 'PASSED'
       ORDER BY checked_at DESC LIMIT 1`,
      [customerId, digest],
    );
    if (passed) return { ...passed, reused: true };
    const result = await this.ask(identity);
    await this.keep(customerId, digest, result);
    return { ...result, reused: false };
  }

  /** Asks the provider for the state of a check it has not decided yet; null when it cannot be asked. */
  async status(reference: string): Promise<VerificationResult | null> {
    if (!this.verifier?.status) return null;
    try {
      return await this.verifier.status(reference);
    } catch {
      return errorResult(this.verifier.provider, 'the status could not be asked');
    }
  }

  /** Keeps a result of this customer's identity at this address (e.g. a later answer of the provider). */
  async keepFor(customerId: string, address: ResidentialAddress, result: VerificationResult): Promise<void> {
    const identity = await this.identityOf(customerId, address);
    if (identity) await this.keep(customerId, identityDigest(identity), result);
  }

  /** The provider's answer; without a provider, or when the identity is incomplete, an ERROR to retry. */
  private async ask(identity: VerificationIdentity): Promise<VerificationResult> {
    if (!this.verifier) return errorResult('unset', 'no age verifier is set up');
    try {
      return await this.verifier.verify(identity, { minimumAge: MINIMUM_AGE, reference: randomUUID() });
    } catch (error) {
      // An identity the checks refuse (an incomplete one) is for staff to look at, not a reason to lose the order.
      return errorResult(this.verifier.provider, error instanceof Error ? error.message : 'the check failed');
    }
  }

  private async keep(customerId: string, digest: string, result: VerificationResult): Promise<void> {
    await this.sql.query(
      `INSERT INTO identity_verification (customer_id, identity_digest, provider, reference, outcome, reason,
         document_url, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        customerId,
        digest,
        result.provider,
        result.reference,
        result.outcome,
        result.reason ?? null,
        result.documentUrl ?? null,
        result.checkedAt,
      ],
    );
  }
}
