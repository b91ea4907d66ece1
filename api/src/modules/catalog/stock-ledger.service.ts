import type { Sql } from '../../db/sql';
import { notFound } from '../../errors';
import { type Outcome, failure, success } from '../../common/outcome';
import { problem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { Actor, AuditService } from '../audit/audit.service';
import { StockReason } from './product-status.type';

export const MAX_STOCK_CHANGE = 100_000;
const MAX_NOTE_LENGTH = 500;

export interface StockAdjustment {
  productId: number;
  change: number;
  reason: StockReason;
  note?: string | null;
  requestKey?: string | null;
}

/** Who staff members are (the staff module answers). */
interface StaffDirectory {
  whoAre(ids: readonly (string | null)[]): Promise<Map<string, { email: string }>>;
}

export interface StockMovement {
  id: string;
  at: string;
  change: number;
  reason: StockReason;
  note: string | null;
  staffEmail: string | null;
  levelAfter: number;
}

/** What an adjustment left: the product's level. */
export interface AdjustedStock {
  productId: number;
  stock: number;
}

function checkAdjustment(input: StockAdjustment) {
  return [
    Number.isSafeInteger(input.change) && input.change !== 0 && Math.abs(input.change) <= MAX_STOCK_CHANGE
      ? null
      : problem(
          'change',
          ProblemCode.INVALID_VALUE,
          `The change is a whole number of units, not 0, at most ${MAX_STOCK_CHANGE} either way.`,
        ),
    input.reason === StockReason.ORDER || !Object.values(StockReason).includes(input.reason)
      ? problem('reason', ProblemCode.INVALID_VALUE, 'The reason is received, damaged, count correction or returned.')
      : null,
    (input.note?.length ?? 0) > MAX_NOTE_LENGTH
      ? problem('note', ProblemCode.TOO_LONG, `The note is at most ${MAX_NOTE_LENGTH} characters.`)
      : null,
    (input.requestKey?.length ?? 0) > 100
      ? problem('requestKey', ProblemCode.TOO_LONG, 'The request key is at most 100 characters.')
      : null,
  ];
}

/**
 * The stock ledger: every movement of a product's units with the level it left. Staff adjust through here;
 * orders write theirs in CatalogService.takeStock, in the order's own transaction.
 */
export class StockLedgerService {
  constructor(
    private readonly sql: Sql,
    private readonly audit: AuditService,
    private readonly staff: StaffDirectory,
  ) {}

  /**
   * One movement, audited, in one transaction. The level changes in a single UPDATE that only applies when it
   * stays at zero or more: an order holding the row (takeStock locks it) is waited for and its decrement is
   * read, so neither loses a unit. A retry with the same request key answers the level without moving again.
   */
  async adjust(actor: Actor, input: StockAdjustment): Promise<Outcome<AdjustedStock>> {
    const problems = checkAdjustment(input);
    if (problems.some((p) => p !== null)) return failure(...problems);
    const requestKey = input.requestKey?.trim() || null;
    try {
      return await this.move(actor, input, requestKey);
    } catch (error) {
      // The same key sent twice at once: the first one's movement stands, the second answers the level.
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== '23505' || constraint !== 'stock_movement_request_key_key') throw error;
      return success({ productId: input.productId, stock: await this.level(input.productId) });
    }
  }

  private move(actor: Actor, input: StockAdjustment, requestKey: string | null): Promise<Outcome<AdjustedStock>> {
    return this.sql.transaction(async () => {
      if (requestKey) {
        const [done] = await this.sql.query<{ productId: number }>(
          `SELECT product_id AS "productId" FROM stock_movement WHERE request_key = $1`,
          [requestKey],
        );
        if (done) return success({ productId: done.productId, stock: await this.level(done.productId) });
      }
      const [moved] = await this.sql.query<{ before: number; after: number }>(
        `UPDATE product SET stock = stock + $2 WHERE id = $1 AND stock + $2 >= 0
         RETURNING stock - $2 AS before, stock AS after`,
        [input.productId, input.change],
      );
      if (!moved) {
        const level = await this.level(input.productId);
        return failure<AdjustedStock>(
          problem(
            'change',
            ProblemCode.STOCK_BELOW_ZERO,
            `Stock cannot go below zero: ${level} on the shelf, ${input.change} asked.`,
          ),
        );
      }
      await this.sql.query(
        `INSERT INTO stock_movement (product_id, change, reason, note, staff_id, level_after, request_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          input.productId,
          input.change,
          input.reason,
          input.note?.trim() || null,
          actor.staffId,
          moved.after,
          requestKey,
        ],
      );
      await this.audit.record(actor, {
        operation: 'stock.adjust',
        recordType: 'product',
        recordId: String(input.productId),
        before: { stock: moved.before },
        after: { stock: moved.after, change: input.change, reason: input.reason, note: input.note?.trim() || null },
      });
      return success({ productId: input.productId, stock: moved.after });
    });
  }

  /** The product's latest movements, newest first, each with who made it (the staff module names them). */
  async movements(productId: number, limit = 100): Promise<StockMovement[]> {
    const rows = await this.sql.query<Omit<StockMovement, 'staffEmail'> & { staffId: string | null }>(
      `SELECT id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, change, reason, note,
         staff_id AS "staffId", level_after AS "levelAfter"
       FROM stock_movement WHERE product_id = $1 ORDER BY id DESC LIMIT $2`,
      [productId, limit],
    );
    const staff = await this.staff.whoAre(rows.map((row) => row.staffId));
    return rows.map(({ staffId, ...row }) => ({
      ...row,
      staffEmail: staffId ? (staff.get(staffId)?.email ?? null) : null,
    }));
  }

  private async level(productId: number): Promise<number> {
    const [row] = await this.sql.query<{ stock: number }>(`SELECT stock FROM product WHERE id = $1`, [productId]);
    if (!row) throw notFound(`No product has the id ${productId}.`);
    return row.stock;
  }
}
