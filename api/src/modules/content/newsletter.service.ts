import type { Sql } from '../../db/sql';
import type { RateLimiter } from '../../security/rate-limiter';
import { emailProblem } from '../customers/account.rules';
import { type Outcome, failure, success } from '../../common/outcome';
import { CONTENT_RATE_LIMITS } from './content.constants';

/** The footer's newsletter: a valid address is kept once, whatever its case. */
export class NewsletterService {
  constructor(
    private readonly sql: Sql,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A repeat answers exactly like a first subscription, so the form tells nobody whether an address is
   * already on the list.
   */
  async subscribe(email: string, clientIp: string): Promise<Outcome<void>> {
    await this.limiter.hit(CONTENT_RATE_LIMITS.newsletterPerIp, clientIp);
    const problem = emailProblem(email);
    if (problem) return failure(problem);
    await this.sql.query(
      `INSERT INTO newsletter_subscription (email) VALUES ($1) ON CONFLICT ((lower(email))) DO NOTHING`,
      [email.trim()],
    );
    return success(undefined);
  }
}
