import { ProblemCode } from '../../common/problem-code';
import { missing, type FieldProblem } from '../../common/problem';
import type { Sql } from '../../db/sql';
import { notFound } from '../../errors';
import { requiredProblem } from './account.rules';
import { ADDRESS_BOOK_LIMIT, BOOK_FULL, DUPLICATE } from './address-book.rules';
import type { ShippingAddress, UsState } from './address.types';
import { type Outcome, failure, problemsOf, success } from '../../common/outcome';

export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter code or full name, any case. */
  state: string;
  zipcode: string;
}

export interface SaveOptions {
  /** Make the saved address the customer's default. */
  makeDefault?: boolean;
}

/** Holds the customer until the unit of work ends (the customers' AuthService answers). */
export interface CustomerLock {
  lockCustomer(customerId: string): Promise<void>;
}

/** customer_id, first_name, last_name, address, city, state_code, zipcode: the statements' $1 to $7. */
type AddressValues = [string, string, string, string, string, string, string];

const ZIP = /^\d{5}(-\d{4})?$/;
const ADDRESS_MAX = 200;
const NOT_FOUND = 'That shipping address was not found.';

export const ADDRESS_COLUMNS = `a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.address, a.city,
  a.state_code AS state, s.name AS "stateName", a.zipcode, a.is_default AS "isDefault"`;

/** Shipping addresses: each customer reaches only their own, in a book of at most ADDRESS_BOOK_LIMIT. */
export class AddressService {
  private states: Promise<UsState[]> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly customers: CustomerLock,
  ) {}

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
       WHERE a.customer_id = $1 ORDER BY a.is_default DESC, a.created_at, a.id`,
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

  /**
   * Adds an address, or updates the customer's own address `id` (another's id is not found). Saving
   * an address the book already holds answers that one; editing one into a copy of another is
   * refused. The first address of an empty book becomes the default, as does any with `makeDefault`.
   */
  async save(
    customerId: string,
    fields: AddressFields,
    id?: string,
    options: SaveOptions = {},
  ): Promise<Outcome<ShippingAddress>> {
    const checked = await this.check(fields);
    if (!checked.ok) return checked;
    if (id !== undefined && !isUuid(id)) throw notFound(NOT_FOUND);
    const { firstName, lastName, address, city, zipcode } = fields;
    const text = [firstName, lastName, address, city].map((value) => value.trim());
    const values = [customerId, ...text, checked.value, zipcode.trim()] as AddressValues;
    return this.sql.transaction(async () => {
      // One save at a time per customer, so that the limit and the one default hold under races.
      await this.customers.lockCustomer(customerId);
      const saved = id === undefined ? await this.add(values) : await this.update(values, id);
      if (!saved.ok) return saved;
      if (options.makeDefault) await this.markDefault(customerId, saved.value);
      return success((await this.get(customerId, saved.value))!);
    });
  }

  /** Makes one of the customer's addresses the default (another's id is not found); answers the list. */
  async setDefault(customerId: string, id: string): Promise<ShippingAddress[]> {
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    await this.sql.transaction(async () => {
      await this.customers.lockCustomer(customerId);
      await this.markDefault(customerId, id);
    });
    return this.list(customerId);
  }

  /** Deleting the default leaves the book without one: nothing is promoted in its place. */
  async remove(customerId: string, id: string): Promise<void> {
    const rows = isUuid(id)
      ? await this.sql.query(`DELETE FROM shipping_address WHERE customer_id = $1 AND id = $2 RETURNING id`, [
          customerId,
          id,
        ])
      : [];
    if (!rows.length) throw notFound(NOT_FOUND);
  }

  /** The id of the address the book already holds, or the new row's; refused when the book is full. */
  private async add(values: AddressValues): Promise<Outcome<string>> {
    const [twin] = await this.twins(values, null);
    if (twin) return success(twin);
    const [book] = await this.sql.query<{ size: number }>(
      `SELECT count(*)::int AS size FROM shipping_address WHERE customer_id = $1`,
      [values[0]],
    );
    const size = book!.size;
    if (size >= ADDRESS_BOOK_LIMIT) return failure(BOOK_FULL);
    const [row] = await this.sql.query<{ id: string }>(
      `INSERT INTO shipping_address (customer_id, first_name, last_name, address, city, state_code, zipcode, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [...values, size === 0],
    );
    return success(row!.id);
  }

  private async update(values: AddressValues, id: string): Promise<Outcome<string>> {
    if (!(await this.get(values[0], id))) throw notFound(NOT_FOUND);
    if ((await this.twins(values, id)).length) return failure(DUPLICATE);
    await this.sql.query(
      `UPDATE shipping_address SET first_name = $2, last_name = $3, address = $4, city = $5, state_code = $6,
         zipcode = $7, updated_at = now() WHERE customer_id = $1 AND id = $8`,
      [...values, id],
    );
    return success(id);
  }

  /**
   * The customer's other addresses equal to these values as the unique index compares them (text by
   * address_text_key, the state by code, the ZIP code trimmed).
   */
  private async twins(values: AddressValues, exceptId: string | null): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      `SELECT id FROM shipping_address
       WHERE customer_id = $1 AND address_text_key(first_name) = address_text_key($2)
         AND address_text_key(last_name) = address_text_key($3) AND address_text_key(address) = address_text_key($4)
         AND address_text_key(city) = address_text_key($5) AND state_code = $6 AND btrim(zipcode) = btrim($7)
         AND id IS DISTINCT FROM $8::uuid`,
      [...values, exceptId],
    );
    return rows.map((row) => row.id);
  }

  /** Moves the default to `id` (in the caller's unit of work, the customer locked). */
  private async markDefault(customerId: string, id: string): Promise<void> {
    // Two statements: the unique index is checked row by row, so the old default goes first.
    await this.sql.query(
      `UPDATE shipping_address SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2`,
      [customerId, id],
    );
    const rows = await this.sql.query(
      `UPDATE shipping_address SET is_default = true WHERE customer_id = $1 AND id = $2 RETURNING id`,
      [customerId, id],
    );
    if (!rows.length) throw notFound(NOT_FOUND);
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
