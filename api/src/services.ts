import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { Sql } from './db/sql';
import type { Logger } from './logger';
import { CatalogService } from './modules/catalog/catalog.service';

/** One instance of each service, shared by the GraphQL resolvers and the REST handlers. */
export interface Services {
  readonly sql: Sql;
  readonly catalog: CatalogService;
}

export function createServices(dataSource: DataSource, _config: AppConfig, _logger: Logger): Services {
  const sql = Sql.from(dataSource);
  return {
    sql,
    catalog: new CatalogService(sql),
  };
}
