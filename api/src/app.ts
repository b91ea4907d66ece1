import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { AppConfig } from './config';
import { AppContext } from './context';
import type { ServerResponse } from 'node:http';
import type { HttpRequest } from './http/http-types';
import { devMailboxHandler } from './http/dev-mailbox.handler';
import { type Database, openDatabase } from './db/database';
import { createApolloServer } from './graphql/apollo-server';
import { buildAppSchema } from './graphql/build-schema';
import { createResolvers } from './graphql/resolvers';
import { graphqlHandler } from './http/graphql.handler';
import { explorerHandler } from './http/explorer.handler';
import { transportSecurityHandler } from './http/transport-security.handler';
import { PublicAnswerCache, publicRootFields } from './graphql/public-answer-cache';
import { PersistedDocuments } from './graphql/persisted-documents';
import type { DocumentPlans } from './graphql/document-plans';
import { plannedEndpoint } from './graphql/planned-endpoint';
import { QueryCosts } from './graphql/query-cost';
import { TAXONOMY_TTL_MS } from './modules/catalog/catalog.constants';
import { healthHandler } from './http/health.handler';
import { readYourWritesScope } from './http/read-your-writes';
import { closeGracefully } from './http/graceful-close';
import { createHttpServer } from './http/http-server';
import { localOnly } from './http/loopback-only';
import { productPageHandler } from './http/product-page.handler';
import { serverRenderHandler } from './http/server-render.handler';
import { publicExecutor, serverRenderer } from './http/server-renderer';
import { staticHandler } from './http/static.handler';
import { createLogger, type Logger } from './logger';
import { mediaHandler } from './media/media.handler';
import { restHandler } from './rest/rest.handler';
import { sweepTasks } from './maintenance/sweep-tasks';
import { Sweeper } from './maintenance/sweeper';
import { MailWorker } from './modules/mail/mail-outbox.worker';
import { OrderVerificationWorker } from './modules/orders/order-verification.worker';
import { RoundSchedule } from './common/round-schedule';
import { logTransport, smtpTransport } from './modules/mail/mail.transport';
import { type Services, createServices } from './services';
import { ADMIN_API_PATH, AdminContext } from './admin-context';
import { ADMIN_PERSISTED_DOCUMENTS_PATH, buildAdminSchema, createAdminResolvers } from './graphql/admin-schema';
import { adminAppHandler } from './http/admin-app.handler';
import { adminExportHandler } from './http/admin-export.handler';
import { adminExports } from './http/admin-exports';
import { adminImportHandler } from './http/admin-import.handler';
import type { AgeVerifier } from './modules/verification/age-verification.types';
import { createAgeVerifier } from './modules/verification/age-verification.service';
import {
  type VerificationSandbox,
  startVerificationSandbox,
} from './modules/verification/verification-sandbox.transport';
import { type PaymentSandbox, startPaymentSandbox } from './modules/payments/payment-sandbox.transport';
import { SANDBOX_CARDS } from './modules/payments/sandbox-cards.rules';
import { createPaymentGateway, paymentFormSettings } from './modules/payments/payment-gateway.service';
import type { PaymentFormSettings } from './modules/payments/payment-gateway.types';
import { AUTHORIZENET_WEBHOOK_PATH, paymentWebhookEndpoints } from './http/payment-webhook.handler';
import { webhookHandler } from './http/webhook.handler';
import { FOLLOWED_PAYMENT_EVENTS } from './modules/payments/payment-webhook.service';

/** The payment ledger is reconciled with the gateway this often. */
const RECONCILIATION_INTERVAL_MS = 24 * 60 * 60_000;
import { type AffiliationSandbox, startAffiliationSandbox } from './modules/affiliation/affiliation-sandbox.transport';
import { sheerIdProvider } from './modules/affiliation/sheerid.transport';
import { type IdMeSandbox, startIdMeSandbox } from './modules/affiliation/idme-sandbox.transport';
import { IDME_CALLBACK_PATH, idMeProvider } from './modules/affiliation/idme.transport';
import { affiliationCallbackHandler } from './http/affiliation-callback.handler';
import { AFFILIATION_WEBHOOK_PATH, affiliationWebhookEndpoint } from './http/affiliation-webhook.handler';

/** Expired data is deleted this often (and by npm run db:sweep). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface App {
  readonly server: Server;
  readonly services: Services;
  readonly database: Database;
  readonly logger: Logger;
  /** The trusted documents' plans, when the planned path is on. */
  readonly plans: DocumentPlans<AppContext> | undefined;
  /** http://host:port of the listening server. */
  readonly url: string;
  /** The age and identity checks AGE_VERIFICATION_PROVIDER chose. */
  readonly ageVerifier: AgeVerifier;
  /** The development stand-in for Veratad, when it was chosen (never in production). */
  readonly verificationSandbox: VerificationSandbox | undefined;
  /** The development stand-in for Authorize.Net, when it was chosen (never in production). */
  readonly paymentSandbox: PaymentSandbox | undefined;
  /** The development stand-in for SheerID, when it was chosen (never in production). */
  readonly affiliationSandbox: AffiliationSandbox | undefined;
  /** The development stand-in for ID.me, when it was chosen (never in production). */
  readonly idMeSandbox: IdMeSandbox | undefined;
  stop(): Promise<void>;
}

interface StartOptions {
  /** An open database the caller keeps and closes; else the app opens (and closes) its own. */
  database?: Database;
  /** `false` turns the whole-answer cache of public queries off (the benchmark measures GraphQL itself). */
  publicAnswerCache?: boolean;
  /** The web app's build, when one runs beside this start (npm start): awaited before its files are read. */
  webBuild?: Promise<void>;
}

/** The composition root: config -> database -> services -> resolvers -> schema -> HTTP. */
export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<App> {
  const logger = createLogger(config.logLevel);
  // main.ts refuses this first; a caller that skipped its check is refused here all the same, before any work.
  if (config.env === 'production' && config.ageVerification.provider === 'sandbox') {
    throw new Error('AGE_VERIFICATION_PROVIDER=sandbox is refused in production');
  }
  if (config.env === 'production' && config.payments.provider === 'sandbox') {
    throw new Error('PAYMENT_PROVIDER=sandbox is refused in production');
  }
  if (
    config.env === 'production' &&
    (config.affiliation.provider === 'sandbox' || config.affiliation.provider === 'idme-sandbox')
  ) {
    throw new Error(`AFFILIATION_PROVIDER=${config.affiliation.provider} is refused in production`);
  }
  const database = options.database ?? (await openDatabase(config, logger));
  // npm start builds the web app beside the database's start; a failed build stops the database it started.
  await options.webBuild?.catch(async (error: unknown) => {
    if (!options.database) await database.close();
    throw error;
  });
  const verificationSandbox = await startSandboxWhenChosen(config, logger);
  const ageVerifier = createAgeVerifier(config.ageVerification, logger, verificationSandbox);
  const paymentSandbox = await startPaymentSandboxWhenChosen(config, logger);
  const affiliationSandbox =
    config.affiliation.provider === 'sandbox' && config.env !== 'production'
      ? await startAffiliationSandbox()
      : undefined;
  if (affiliationSandbox) logger.info('military-verification sandbox', { url: affiliationSandbox.url });
  const idMeSandbox =
    config.affiliation.provider === 'idme-sandbox' && config.env !== 'production'
      ? await startIdMeSandbox()
      : undefined;
  if (idMeSandbox) logger.info('military-verification sandbox (ID.me)', { url: idMeSandbox.url });
  // ID.me sends the customer back to the shop's public address; its sandbox, to wherever this server listens.
  let callbackOrigin = config.publicUrl;
  const callbackUrl = () => new URL(IDME_CALLBACK_PATH, callbackOrigin).toString();
  const affiliation = config.affiliation;
  const affiliationProvider =
    affiliation.provider === 'sheerid'
      ? sheerIdProvider(affiliation.sheerid)
      : affiliation.provider === 'idme'
        ? idMeProvider(affiliation.idme, callbackUrl)
        : affiliationSandbox
          ? sheerIdProvider({ ...affiliationSandbox.settings, timeoutMs: affiliation.timeoutMs })
          : idMeSandbox && idMeProvider({ ...idMeSandbox.settings, timeoutMs: affiliation.timeoutMs }, callbackUrl);
  const services = createServices(database.sql, config, {
    ageVerifier,
    paymentGateway: createPaymentGateway(config.payments, paymentSandbox),
    paymentForm: paymentFormSettings(config.payments, paymentSandbox),
    paymentWebhookKey:
      config.payments.provider === 'authorizenet'
        ? config.payments.signatureKey
        : config.payments.provider === 'nmi'
          ? config.payments.webhookSigningKey
          : (paymentSandbox?.signatureKey ?? null),
    affiliationProvider,
    logger,
  });
  const schema = await buildAppSchema(createResolvers(services));
  const persistedDocuments = PersistedDocuments.load();
  const costs = new QueryCosts(schema);
  const endpoint = {
    schema,
    sandbox: config.graphqlSandbox,
    development: config.env === 'development',
    logger,
    costs,
    planNow: config.graphqlPlanAtStart,
  };
  const apollo: ApolloServer<AppContext> = createApolloServer({
    ...endpoint,
    persistedDocuments,
    execution: config.graphqlExecution,
  });
  // The planned path runs graphql-jit: with the reference executor asked for, Apollo answers everything.
  const plans =
    config.graphqlPlannedPath && config.graphqlExecution === 'compiled'
      ? plannedEndpoint({ ...endpoint, documents: persistedDocuments })
      : undefined;
  // The back office's API: its own schema and trusted documents, on the same services.
  const adminDocuments = PersistedDocuments.load(ADMIN_PERSISTED_DOCUMENTS_PATH);
  const adminSchema = await buildAdminSchema(createAdminResolvers(services));
  const adminEndpoint = { ...endpoint, schema: adminSchema, costs: new QueryCosts(adminSchema) };
  const adminApollo: ApolloServer<AppContext> = createApolloServer({
    ...adminEndpoint,
    persistedDocuments: adminDocuments,
    execution: config.graphqlExecution,
  });
  const adminPlans =
    config.graphqlPlannedPath && config.graphqlExecution === 'compiled'
      ? plannedEndpoint({ ...adminEndpoint, documents: adminDocuments })
      : undefined;
  await Promise.all([apollo.start(), adminApollo.start()]);
  const sweeper = new Sweeper(sweepTasks(services), logger);
  sweeper.start(SWEEP_INTERVAL_MS);
  const mailWorker = createMailWorker(config, services, logger);
  mailWorker?.start();
  // Orders placed awaiting identity verification (the provider did not answer, or is reviewing): asked again.
  const verificationWorker = new OrderVerificationWorker(services.sql, services.identities, logger);
  verificationWorker.start();
  // What counts as the shop's own page for a request that changes something (security/cross-site.ts).
  const shop = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  // Once a day, the payment ledger against the gateway's records (and any call whose answer never came).
  const reconciliation = new RoundSchedule(
    () => services.paymentReconciliation.run(),
    (error) => logger.error('payment reconciliation failed', { error: String(error) }),
  );
  reconciliation.start(RECONCILIATION_INTERVAL_MS);
  // Set at shutdown: /readyz answers 503 so that a proxy stops sending new work here.
  let draining = false;
  const createContext = (request: HttpRequest, response: ServerResponse): AppContext =>
    new AppContext(request, response, services.sessions, config.trustProxy);

  const createAdminContext = (request: HttpRequest, response: ServerResponse): AdminContext =>
    new AdminContext(request, response, services.sessions, services.staffSessions, config.trustProxy);

  // Public pages are rendered here, their queries run in this process through Apollo (no HTTP hop).
  // Only the catalogue's fields (those HTTP caches may share), so a rendered page is the same for everyone.
  const renderedFields = publicRootFields(schema, 'shared');
  const renderer = serverRenderer(
    config.webDistDir,
    (request) => publicExecutor(apollo, renderedFields, createContext, request),
    logger,
  );

  const pageSources = {
    imageOrigin: config.imageOrigin,
    paymentOrigins: paymentOrigins(services.paymentForm),
    // Collect.js's card fields are frames served by NMI, from its script's host.
    paymentFrames: services.paymentForm.provider === 'nmi' ? paymentOrigins(services.paymentForm) : [],
  };
  const server = createHttpServer({
    logger,
    trustProxy: config.trustProxy,
    requestScope: readYourWritesScope(services.sql, config.readYourWritesSeconds, config.trustProxy),
    handlers: [
      transportSecurityHandler(config.hstsMaxAgeSeconds, config.trustProxy),
      healthHandler(async () => !draining && (await database.sql.ping())),
      ...(config.graphqlSandbox ? [explorerHandler(config.webDistDir, ['/graphql', ADMIN_API_PATH])] : []),
      graphqlHandler(apollo, async (request, response) => createContext(request, response), {
        publicAnswers:
          options.publicAnswerCache === false
            ? undefined
            : new PublicAnswerCache(publicRootFields(schema, 'kept'), TAXONOMY_TTL_MS),
        persistedDocuments,
        plans,
        sharedFields: publicRootFields(schema, 'shared'),
        // Shared caches keep a public answer as long as each replica keeps it whole.
        maxAgeSeconds: TAXONOMY_TTL_MS / 1000,
        crossSite: { shop, refuse: 'writes' },
      }),
      graphqlHandler(adminApollo, createAdminContext, {
        path: ADMIN_API_PATH,
        persistedDocuments: adminDocuments,
        plans: adminPlans,
        crossSite: { shop, refuse: 'every-post' },
      }),
      adminExportHandler(adminExports(services), createAdminContext),
      adminImportHandler(services.catalogueImport, createAdminContext, shop),
      adminAppHandler(config.webDistDir, config.imageOrigin),
      mediaHandler(services.sql),
      webhookHandler([
        ...paymentWebhookEndpoints(services.paymentWebhooks),
        affiliationWebhookEndpoint(services.affiliation),
      ]),
      restHandler({ services, createContext, logger, shop }),
      affiliationCallbackHandler(services.affiliation, createContext, logger),
      // The mailbox holds every code: never in production, and only for this machine.
      ...(config.env === 'production' ? [] : [localOnly(devMailboxHandler(services.mail))]),
      productPageHandler(config.webDistDir, config.publicUrl, services.catalog, pageSources, renderer.render),
      // Built files first: every other address is a page of the app, or its not-found page.
      staticHandler(config.webDistDir, pageSources),
      serverRenderHandler(config.webDistDir, renderer, pageSources),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // The sandbox's photo-ID page links back to checkout's review step, here.
  verificationSandbox?.returnTo(new URL('/CheckoutPage?step=review', url).toString());
  // The sandbox's webhooks come here, for the events the shop follows (as a webhook registered at Authorize.Net).
  paymentSandbox?.subscribe(new URL(AUTHORIZENET_WEBHOOK_PATH, url).toString(), FOLLOWED_PAYMENT_EVENTS);
  // The military sandbox's upload page tells the shop by a signed webhook, then returns to the page.
  affiliationSandbox?.callbackTo(new URL(AFFILIATION_WEBHOOK_PATH, url).toString());
  affiliationSandbox?.returnTo(new URL('/Military', url).toString());
  if (idMeSandbox) callbackOrigin = url;

  return {
    server,
    services,
    database,
    logger,
    plans,
    url,
    ageVerifier,
    verificationSandbox,
    paymentSandbox,
    affiliationSandbox,
    idMeSandbox,
    async stop() {
      draining = true;
      await sweeper.stop();
      await verificationWorker.stop();
      await reconciliation.stop();
      await closeGracefully(server, config.shutdownTimeoutMs);
      await Promise.all([
        apollo.stop(),
        adminApollo.stop(),
        verificationSandbox?.stop(),
        paymentSandbox?.stop(),
        affiliationSandbox?.stop(),
        idMeSandbox?.stop(),
      ]);
      // After the last request: mail it recorded still goes out before the pool closes.
      await mailWorker?.deliverDue().catch(() => undefined);
      await mailWorker?.stop();
      if (!options.database) await database.close();
    },
  };
}

/** The age-verification sandbox, as the development mailbox: outside production only, logged with its URL. */
async function startSandboxWhenChosen(config: AppConfig, logger: Logger): Promise<VerificationSandbox | undefined> {
  if (config.ageVerification.provider !== 'sandbox' || config.env === 'production') return undefined;
  const sandbox = await startVerificationSandbox();
  logger.info('age-verification sandbox', {
    url: sandbox.url,
    testLastNames: 'Underage (failed), Nomatch (needs a document), Review (pending review); anyone else 21+ passes',
  });
  return sandbox;
}

/** Where checkout's pages load the gateway's script from, and where that script sends the card. */
function paymentOrigins(form: PaymentFormSettings): string[] {
  if (!form.scriptUrl) return [];
  const script = new URL(form.scriptUrl).origin;
  // Accept.js posts to Authorize.Net's API host (api2 in production, apitest with jstest); the sandbox is one origin;
  // Collect.js tokenizes on the host it is served from (secure.nmi.com).
  const api =
    form.provider === 'sandbox' || form.provider === 'nmi'
      ? []
      : script.includes('jstest')
        ? ['https://apitest.authorize.net']
        : ['https://api2.authorize.net', 'https://api.authorize.net'];
  return [script, ...api];
}

/** The payment gateway's sandbox, as the age check's: outside production only, logged with its test cards. */
async function startPaymentSandboxWhenChosen(config: AppConfig, logger: Logger): Promise<PaymentSandbox | undefined> {
  if (config.payments.provider !== 'sandbox' || config.env === 'production') return undefined;
  const sandbox = await startPaymentSandbox();
  logger.info('payment sandbox', {
    url: sandbox.url,
    testCards: `${SANDBOX_CARDS.approve} approves; ${SANDBOX_CARDS.decline} declines; ${SANDBOX_CARDS.cvvMismatch} or CVV 901 fails the card code; billing ZIP 46205 fails the address check; ${SANDBOX_CARDS.held} is held for review; ${SANDBOX_CARDS.error} is a gateway error; ${SANDBOX_CARDS.noAnswer} never answers`,
    settle: `POST ${sandbox.url}/sandbox/settle`,
  });
  return sandbox;
}

/**
 * The outbox's sender: SMTP when SMTP_URL is set; in development without it, the log (so `npm start`
 * alone lets someone sign up); otherwise none, and mail waits in the outbox for a mail server.
 */
function createMailWorker(config: AppConfig, services: Services, logger: Logger): MailWorker | undefined {
  if (config.smtpUrl) return new MailWorker(services.sql, smtpTransport(config.smtpUrl), logger);
  if (config.env === 'development') return new MailWorker(services.sql, logTransport(), logger);
  logger.warn('no SMTP_URL: mail is kept in the outbox and not sent');
  return undefined;
}
