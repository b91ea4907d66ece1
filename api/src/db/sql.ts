import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

export type QueryListener = (text: string) => void;

/** Anything that runs a statement and answers its rows: the pool, or one transaction. */
export interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: readonly unknown[]): Promise<R[]>;
}

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

/** The statements of one transaction, on one pooled connection. */
export class SqlTransaction implements Queryable {
  constructor(
    private readonly client: PoolClient,
    private readonly notify: QueryListener,
  ) {}

  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    this.notify(text);
    const result = await this.client.query<R>({ name: statementName(text), text, values: values as unknown[] });
    return result.rows;
  }
}

/**
 * Read path for hot queries: the pg pool behind TypeORM, with named prepared statements so the
 * server plans each distinct query once per connection.
 */
export class Sql implements Queryable {
  private readonly listeners = new Set<QueryListener>();

  constructor(private readonly pool: Pool) {}

  static from(dataSource: DataSource): Sql {
    const driver = dataSource.driver as unknown as { master: Pool };
    return new Sql(driver.master);
  }

  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    this.notify(text);
    const result = await this.pool.query<R>({ name: statementName(text), text, values: values as unknown[] });
    return result.rows;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new SqlTransaction(client, (text) => this.notify(text)));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private notify(text: string): void {
    for (const listener of this.listeners) listener(text);
  }

  /** Tests count statements per request through this. */
  onQuery(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
