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

/** One request's scope: its share of the pool, and where its catalogue reads may go. */
interface RequestScope {
  readonly budget: StatementBudget;
  /** The visitor wrote a moment ago (or this request did): every read goes to the primary. */
  primary: boolean;
  /** A write of this request committed. */
  written: boolean;
  /** Called once, when this request's first write commits. */
  readonly onWrite: (() => void) | undefined;
}

export interface RequestOptions {
  readonly concurrency?: number;
  /** Reads of this request go to the primary (the visitor's own write is recent). */
  readonly primary?: boolean;
  /** Told when the request's first write commits (to keep the visitor's next reads on the primary). */
  readonly onWrite?: () => void;
}

/** Statements led by a read (a CTE too), and the words of a write anywhere in one (a writing CTE). */
const READ_LEAD = /^\s*(SELECT|WITH|VALUES|SHOW|EXPLAIN)\b/i;
const WRITE_WORD = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL)\b/i;

/** Whether a statement run on its own commits a change (when unsure, it counts as one: reads go to the primary). */
export function writes(text: string): boolean {
  return !READ_LEAD.test(text) || WRITE_WORD.test(text);
}

/** One open unit of work: its connection, until it commits or rolls back. */
interface UnitOfWork {
  readonly client: PoolClient;
  open: boolean;
  /** The last statement sent: the next waits for it. */
  tail: Promise<unknown>;
}

/**
 * Runs a statement of the unit after those sent before it. A connection runs one statement at a time, and
 * services may ask in parallel (a cold cache's reads in a `Promise.all`): pg queues them today, pg 9 refuses.
 */
function inTurn<T>(unit: UnitOfWork, statement: () => Promise<T>): Promise<T> {
  const turn = unit.tail.then(statement, statement);
  unit.tail = turn.catch(() => undefined);
  return turn;
}

/**
 * The app's one door to PostgreSQL: named prepared statements on a pg pool, and units of work.
 *
 * `transaction(work)` opens a unit of work that every `query` made while `work` runs joins, however
 * deep in the services it is made (an AsyncLocalStorage scope), so no caller passes a handle and no
 * statement of a use case can escape to a second pooled connection. A nested `transaction` joins the
 * outer one.
 *
 * With a second pool (a read replica), `read` sends a catalogue read there unless it runs in a unit of
 * work or in a request that must see the primary (see RequestOptions.primary); `query` always uses the
 * primary.
 */
export class Sql {
  private readonly listeners = new Set<QueryListener>();
  private readonly scope = new AsyncLocalStorage<UnitOfWork>();
  private readonly requests = new AsyncLocalStorage<RequestScope>();

  /** `replica`: the pool of DATABASE_READ_URL, for reads that may lag the primary; none sends all to `pool`. */
  constructor(
    private readonly pool: Pool,
    private readonly replica?: Pool,
  ) {}

  /** A statement on the primary (in the caller's unit of work, if any). */
  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    const unit = this.scope.getStore();
    if (unit && !unit.open) {
      throw new Error('A statement was issued after its unit of work ended; await it inside the transaction.');
    }
    this.notify(text, unit !== undefined);
    const statement = { name: statementName(text), text, values: values as unknown[] };
    if (unit) return (await inTurn(unit, () => unit.client.query<R>(statement)).catch(rethrow)).rows;
    const rows = await this.pooled<R>(this.pool, statement);
    // Outside a unit of work a statement commits on its own.
    if (writes(text)) this.wrote();
    return rows;
  }

  /**
   * A read that may be as stale as the replica's lag: on the read replica when there is one, unless it
   * runs in a unit of work (it joins it) or the request must see the primary. Only the catalogue's
   * public reads use it.
   */
  read<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    if (!this.replica || this.scope.getStore() || this.requests.getStore()?.primary) return this.query<R>(text, values);
    this.notify(text, false);
    return this.pooled<R>(this.replica, { name: statementName(text), text, values: values as unknown[] });
  }

  /** Whether the current request's reads go to the primary (no replica, a recent write, or this one's). */
  get readsPrimary(): boolean {
    return !this.replica || this.requests.getStore()?.primary === true;
  }

  /** Whether the primary, and the replica when there is one, answer. */
  async ping(): Promise<boolean> {
    const pools = this.replica ? [this.pool, this.replica] : [this.pool];
    const answers = await Promise.all(pools.map((pool) => pool.query('SELECT 1').catch(rethrow)));
    return answers.every((answer) => answer.rowCount === 1);
  }

  private async pooled<R extends QueryResultRow>(
    pool: Pool,
    statement: { name: string; text: string; values: unknown[] },
  ): Promise<R[]> {
    const budget = this.requests.getStore()?.budget;
    if (!budget) return (await pool.query<R>(statement).catch(rethrow)).rows;
    await budget.acquire();
    try {
      return (await pool.query<R>(statement).catch(rethrow)).rows;
    } finally {
      budget.release();
    }
  }

  /** A write committed: the rest of this request, and (through onWrite) the visitor's next ones, read the primary. */
  private wrote(): void {
    const request = this.requests.getStore();
    // Without a replica every read is the primary's already: nothing to remember (nor a cookie to send).
    if (!this.replica || !request || request.written) return;
    request.primary = true;
    request.written = true;
    request.onWrite?.();
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
    const budget = this.requests.getStore()?.budget;
    await budget?.acquire();
    let client: PoolClient;
    try {
      client = await this.pool.connect().catch(rethrow);
    } catch (error) {
      budget?.release();
      throw error;
    }
    const unit: UnitOfWork = { client, open: true, tail: Promise.resolve() };
    try {
      await client.query('BEGIN');
      const result = await this.scope.run(unit, work);
      await inTurn(unit, () => client.query('COMMIT'));
      this.wrote();
      return result;
    } catch (error) {
      await inTurn(unit, () => client.query('ROLLBACK')).catch(() => undefined);
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
   * pools at a time, so a request of many aliased fields cannot take a whole pool.
   */
  withinRequest<T>(work: () => Promise<T>, options: RequestOptions = {}): Promise<T> {
    const scope: RequestScope = {
      budget: new StatementBudget(options.concurrency ?? REQUEST_CONCURRENCY),
      primary: options.primary === true,
      written: false,
      onWrite: options.onWrite,
    };
    return this.requests.run(scope, work);
  }

  /** Tests and the benchmark count statements through this. */
  onQuery(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends every pooled connection (at shutdown). */
  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.replica?.end()]);
  }

  private notify(text: string, inTransaction: boolean): void {
    if (!this.listeners.size) return;
    for (const listener of this.listeners) listener({ text, inTransaction });
  }
}
