import { ProblemCode } from '../../common/problem-code';
import { missing, type FieldProblem } from '../../common/problem';
import type { Sql } from '../../db/sql';
import { notFound } from '../../errors';
import { requiredProblem } from './account.rules';
import type { ShippingAddress, UsState } from './address.types';
import { type Outcome, problemsOf, success } from '../../common/outcome';

export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter code or full name, any case. */
  state: string;
  zipcode: string;
}

const ZIP = /^\d{5}(-\d{4})?$/;
const ADDRESS_MAX = 200;

export const ADDRESS_COLUMNS = `a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.address, a.city,
  a.state_code AS state, s.name AS "stateName", a.zipcode`;

/** Shipping addresses: each customer reaches only their own. */
export class AddressService {
  private states: Promise<UsState[]> | undefined;

  constructor(private readonly sql: Sql) {}

  usStates(): Promise<UsState[]> {
    this.states ??= this.sql.query<UsState>(`SELECT code, name FROM us_state ORDER BY name`).catch((error: unknown) => {
      this.states = undefined;
      throw error;
    });
    return this.states;
  }

  async stateCode(value: string): Promise<string | null> {
    const wanted = value.trim().toLowerCase();
    if (!wanted) return null;
    const state = (await this.usStates()).find(
      (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
    );
    return state?.code ?? null;
  }

  list(customerId: string): Promise<ShippingAddress[]> {
    return this.sql.query<ShippingAddress>(
      `SELECT ${ADDRESS_COLUMNS} FROM shipping_address a JOIN us_state s ON s.code = a.state_code
       WHERE a.customer_id = $1 ORDER BY a.created_at, a.id`,
      [customerId],
    );
  }

  async get(customerId: string, id: string): Promise<ShippingAddress | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<ShippingAddress>(
      `SELECT ${ADDRESS_COLUMNS} FROM shipping_address a JOIN us_state s ON s.code = a.state_code
       WHERE a.customer_id = $1 AND a.id = $2`,
      [customerId, id],
    );
    return row ?? null;
  }

  /** The problems of an address form, or the state code it names. */
  async check(fields: AddressFields): Promise<Outcome<string>> {
    const stateCode = await this.stateCode(fields.state);
    const problems = problemsOf(
      requiredProblem(fields.firstName, 'firstName'),
      requiredProblem(fields.lastName, 'lastName'),
      requiredProblem(fields.address, 'address', ADDRESS_MAX),
      requiredProblem(fields.city, 'city'),
      stateProblem(fields.state, stateCode),
      zipProblem(fields.zipcode),
    );
    return problems ? { ok: false, problems } : success(stateCode!);
  }

  /** Adds an address, or updates the customer's own address `id`; another's id is not found. */
  async save(customerId: string, fields: AddressFields, id?: string): Promise<Outcome<ShippingAddress>> {
    const checked = await this.check(fields);
    if (!checked.ok) return checked;
    const values = [
      customerId,
      fields.firstName.trim(),
      fields.lastName.trim(),
      fields.address.trim(),
      fields.city.trim(),
      checked.value,
      fields.zipcode.trim(),
    ];
    let savedId: string | undefined;
    if (id !== undefined) {
      if (!isUuid(id)) throw notFound('That shipping address was not found.');
      const rows = await this.sql.query<{ id: string }>(
        `UPDATE shipping_address SET first_name = $2, last_name = $3, address = $4, city = $5, state_code = $6,
           zipcode = $7, updated_at = now() WHERE customer_id = $1 AND id = $8 RETURNING id`,
        [...values, id],
      );
      savedId = rows[0]?.id;
      if (!savedId) throw notFound('That shipping address was not found.');
    } else {
      const rows = await this.sql.query<{ id: string }>(
        `INSERT INTO shipping_address (customer_id, first_name, last_name, address, city, state_code, zipcode)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        values,
      );
      savedId = rows[0]!.id;
    }
    const [saved] = await this.sql.query<ShippingAddress>(
      `SELECT ${ADDRESS_COLUMNS} FROM shipping_address a JOIN us_state s ON s.code = a.state_code WHERE a.id = $1`,
      [savedId],
    );
    return success(saved!);
  }

  async remove(customerId: string, id: string): Promise<void> {
    const rows = isUuid(id)
      ? await this.sql.query(`DELETE FROM shipping_address WHERE customer_id = $1 AND id = $2 RETURNING id`, [
          customerId,
          id,
        ])
      : [];
    if (!rows.length) throw notFound('That shipping address was not found.');
  }
}

/** Every US ZIP code field of the shop: 5 digits, optionally ZIP+4. */
export function zipProblem(zipcode: string, field = 'zipcode'): FieldProblem | null {
  if (!zipcode.trim()) return missing(field);
  if (!ZIP.test(zipcode.trim()))
    return { field, code: ProblemCode.INVALID_ZIP, message: 'Please enter a 5-digit ZIP code.' };
  return null;
}

/** Every state field of the shop: required, and one of usStates (`stateCode` is what it matched). */
export function stateProblem(value: string, stateCode: string | null, field = 'state'): FieldProblem | null {
  if (!value.trim()) return missing(field);
  return stateCode ? null : { field, code: ProblemCode.INVALID_STATE, message: 'Please choose a state from the list.' };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
