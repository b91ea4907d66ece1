import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { Sql } from './db/sql';
import type { Logger } from './logger';
import { CatalogService } from './modules/catalog/catalog.service';
import { AddressService } from './modules/customers/address.service';
import { AuthService } from './modules/customers/auth.service';
import { ProfileService } from './modules/customers/profile.service';
import { SessionService } from './modules/customers/session.service';
import { VerificationCodeService } from './modules/customers/verification-code.service';
import { MailService } from './modules/mail/mail.service';
import { RateLimiter } from './security/rate-limiter';

/** One instance of each service, shared by the GraphQL resolvers and the REST handlers. */
export interface Services {
  readonly sql: Sql;
  readonly catalog: CatalogService;
  readonly mail: MailService;
  readonly sessions: SessionService;
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly addresses: AddressService;
}

export function createServices(dataSource: DataSource, config: AppConfig, logger: Logger): Services {
  const sql = Sql.from(dataSource);
  const mail = new MailService(sql, logger, { smtpUrl: config.smtpUrl, printToLog: config.env === 'development' });
  const sessions = new SessionService(sql);
  const limiter = new RateLimiter(sql);
  return {
    sql,
    catalog: new CatalogService(sql),
    mail,
    sessions,
    auth: new AuthService(sql, sessions, new VerificationCodeService(), mail, limiter),
    profiles: new ProfileService(sql),
    addresses: new AddressService(sql),
  };
}
