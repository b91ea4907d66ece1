import type { Sql } from '../../db/sql';
import { dateOfBirthProblem, parseDate, requiredProblem } from './account.rules';
import { CUSTOMER_COLUMNS } from './customer.rows';
import type { Customer } from './customer.types';
import { type Outcome, problemsOf, success } from '../../common/outcome';

export interface ProfileFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** The customer's own profile; the e-mail address is not editable. */
export class ProfileService {
  constructor(private readonly sql: Sql) {}

  async update(customerId: string, fields: ProfileFields): Promise<Outcome<Customer>> {
    const problems = problemsOf(
      requiredProblem(fields.firstName, 'firstName'),
      requiredProblem(fields.lastName, 'lastName'),
      dateOfBirthProblem(fields.dateOfBirth),
    );
    if (problems) return { ok: false, problems };
    const [row] = await this.sql.query<Customer>(
      `UPDATE customer SET first_name = $2, last_name = $3, date_of_birth = $4, updated_at = now()
       WHERE id = $1 RETURNING ${CUSTOMER_COLUMNS}`,
      [customerId, fields.firstName.trim(), fields.lastName.trim(), parseDate(fields.dateOfBirth)],
    );
    return success(row!);
  }
}
