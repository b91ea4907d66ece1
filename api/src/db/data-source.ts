import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * TypeORM's part: the migrations, and the seed's one transaction. The app's own statements go
 * through `Sql` on a pg pool (named prepared statements, which TypeORM's query runner cannot make).
 */
export function createMigrationDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: 2, connectionTimeoutMillis: 5_000 },
  });
}
