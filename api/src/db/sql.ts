import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { translateDatabaseError } from './database-errors';

/** What a statement listener learns: the text, and whether it ran inside a unit of work. */
export interface StatementEvent {
  readonly text: string;
  readonly inTransaction: boolean;
}

export type QueryListener = (event: StatementEvent) => void;

const names = new Map<string, string>();

/** The prepared statement's name for a text, hashed once per distinct text (there are a few dozen). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = 'q' + createHash('sha1').update(text).digest('hex').slice(0, 20);
    if (names.size < 1_000) names.set(text, name);
  }
  return name;
}

/** Statements of one request that may use pooled connections at once. */
export const REQUEST_CONCURRENCY = 4;

const rethrow = (error: unknown): never => {
  throw translateDatabaseError(error);
};

/** A counting semaphore: one request's share of the pool. */
class StatementBudget {
  private readonly waiting: (() => void)[] = [];

  constructor(private free: number) {}

  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/** One open unit of work: its connection, until it commits or rolls back. */
interface UnitOfWork {
  readonly client: PoolClient;
  open: boolean;
}

/**
 * The app's one door to PostgreSQL: named prepared statements on a pg pool, and units of work.
 *
 * `transaction(work)` opens a unit of work that every `query` made while `work` runs joins, however
 * deep in the services it is made (an AsyncLocalStorage scope), so no caller passes a handle and no
 * statement of a use case can escape to a second pooled connection. A nested `transaction` joins the
 * outer one.
 */
export class Sql {
  private readonly listeners = new Set<QueryListener>();
  private readonly scope = new AsyncLocalStorage<UnitOfWork>();
  private readonly requests = new AsyncLocalStorage<StatementBudget>();

  constructor(private readonly pool: Pool) {}

  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    const unit = this.scope.getStore();
    if (unit && !unit.open) {
      throw new Error('A statement was issued after its unit of work ended; await it inside the transaction.');
    }
    this.notify(text, unit !== undefined);
    const statement = { name: statementName(text), text, values: values as unknown[] };
    if (unit) return (await unit.client.query<R>(statement).catch(rethrow)).rows;
    const budget = this.requests.getStore();
    if (!budget) return (await this.pool.query<R>(statement).catch(rethrow)).rows;
    await budget.acquire();
    try {
      return (await this.pool.query<R>(statement).catch(rethrow)).rows;
    } finally {
      budget.release();
    }
  }

  /** Whether the caller runs inside a unit of work. */
  get inTransaction(): boolean {
    return this.scope.getStore()?.open === true;
  }

  /**
   * Runs `work` as one unit of work: committed when it resolves, rolled back when it throws. Every
   * statement made while it runs uses the unit's own connection.
   */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    const budget = this.requests.getStore();
    await budget?.acquire();
    let client: PoolClient;
    try {
      client = await this.pool.connect().catch(rethrow);
    } catch (error) {
      budget?.release();
      throw error;
    }
    const unit: UnitOfWork = { client, open: true };
    try {
      await client.query('BEGIN');
      const result = await this.scope.run(unit, work);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw translateDatabaseError(error);
    } finally {
      unit.open = false;
      client.release();
      budget?.release();
    }
  }

  /**
   * Deletes the rows of `table` that match `where`, a thousand at a time (each batch found through an
   * index on the condition), so a large sweep never holds many locks or one long transaction.
   * Answers how many rows went. `table` and `where` are the caller's constants, never input.
   */
  async deleteInBatches(
    table: string,
    where: string,
    values: readonly unknown[] = [],
    batchSize = 1_000,
  ): Promise<number> {
    const limit = `$${values.length + 1}`;
    const text = `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${where} LIMIT ${limit}) RETURNING 1`;
    let total = 0;
    for (;;) {
      const deleted = await this.query(text, [...values, batchSize]);
      total += deleted.length;
      if (deleted.length < batchSize) return total;
    }
  }

  /**
   * Runs one request's work with at most `concurrency` of its statements (or units of work) on the
   * pool at a time, so a request of many aliased fields cannot take the whole pool.
   */
  withinRequest<T>(work: () => Promise<T>, concurrency = REQUEST_CONCURRENCY): Promise<T> {
    return this.requests.run(new StatementBudget(concurrency), work);
  }

  /** Tests and the benchmark count statements through this. */
  onQuery(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends every pooled connection (at shutdown). */
  close(): Promise<void> {
    return this.pool.end();
  }

  private notify(text: string, inTransaction: boolean): void {
    if (!this.listeners.size) return;
    for (const listener of this.listeners) listener({ text, inTransaction });
  }
}
