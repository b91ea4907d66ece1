import type { Sql } from '../../db/sql';
import { type BarredClaim, barredClaimsIn } from './barred-claims.rules';

/** The words promotions may not use (`barred_claim`, seeded from the facts file with their sources). */
export class BarredClaimsService {
  constructor(private readonly sql: Sql) {}

  /** The barred phrases any of the texts uses (a promotion's name and banner), read on every question. */
  async claimsIn(...texts: readonly (string | null | undefined)[]): Promise<BarredClaim[]> {
    const claims = await this.sql.query<BarredClaim>(`SELECT phrase, source FROM barred_claim ORDER BY phrase`);
    return barredClaimsIn(texts.filter(Boolean).join(' \n '), claims);
  }
}
