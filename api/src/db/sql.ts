import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

export type QueryListener = (text: string) => void;

/**
 * Read path for hot queries: the pg pool behind TypeORM, with named prepared statements so the
 * server plans each distinct query once per connection.
 */
export class Sql {
  private readonly listeners = new Set<QueryListener>();

  constructor(private readonly pool: Pool) {}

  static from(dataSource: DataSource): Sql {
    const driver = dataSource.driver as unknown as { master: Pool };
    return new Sql(driver.master);
  }

  async query<R extends QueryResultRow>(text: string, values: readonly unknown[] = []): Promise<R[]> {
    for (const listener of this.listeners) listener(text);
    const name = 'q' + createHash('sha1').update(text).digest('hex').slice(0, 20);
    const result = await this.pool.query<R>({ name, text, values: values as unknown[] });
    return result.rows;
  }

  /** Tests count statements per request through this. */
  onQuery(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
