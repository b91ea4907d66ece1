import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** A statement running longer is cancelled, so a stuck query answers an error instead of hanging. */
  statementTimeoutMs?: number;
}

export function createDataSource({ url, poolSize = 20, statementTimeoutMs = 15_000 }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    // findOneBy({ id: undefined }) must never mean "the first row".
    invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' },
    extra: {
      max: poolSize,
      // An exhausted pool fails fast (the request answers 503) rather than waiting forever.
      connectionTimeoutMillis: 5_000,
      statement_timeout: statementTimeoutMs,
      lock_timeout: 5_000,
      idle_in_transaction_session_timeout: 30_000,
    },
  });
}
