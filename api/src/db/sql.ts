import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';

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

  constructor(private readonly pool: Pool) {}

  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    const unit = this.scope.getStore();
    if (unit && !unit.open) {
      throw new Error('A statement was issued after its unit of work ended; await it inside the transaction.');
    }
    this.notify(text, unit !== undefined);
    const statement = { name: statementName(text), text, values: values as unknown[] };
    const result = await (unit ? unit.client.query<R>(statement) : this.pool.query<R>(statement));
    return result.rows;
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
    const client = await this.pool.connect();
    const unit: UnitOfWork = { client, open: true };
    try {
      await client.query('BEGIN');
      const result = await this.scope.run(unit, work);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      unit.open = false;
      client.release();
    }
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
