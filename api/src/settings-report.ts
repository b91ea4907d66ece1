import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from './config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A URL with its password replaced, for the log. */
export function maskUrl(url: string | undefined): string {
  if (!url) return 'unset';
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * Settings a production deployment must not run with, each with why: they would leak secrets or
 * customers' data, or lose data. The server refuses to start with any of them.
 */
export function unsafeProductionSettings(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.logLevel === 'debug') {
    problems.push('LOG_LEVEL=debug writes request details to the log; use info or warn.');
  }
  if (config.smtpUrl) {
    try {
      const smtp = new URL(config.smtpUrl);
      if (smtp.protocol === 'smtp:' && smtp.password && !LOCAL_HOSTS.has(smtp.hostname)) {
        problems.push(
          'SMTP_URL sends its password unencrypted to another host; use smtps:// or a relay on this machine.',
        );
      }
    } catch {
      problems.push('SMTP_URL is not a URL.');
    }
  }
  if (!config.databaseUrl && isInside(config.dataDir, os.tmpdir())) {
    problems.push(
      `DATA_DIR ${config.dataDir} is in the temporary folder, which the system empties: orders would be lost.`,
    );
  }
  if (config.databaseReadUrl && !config.databaseUrl) {
    problems.push(
      'DATABASE_READ_URL is set without DATABASE_URL: the embedded server has no replica, so reads would see another database.',
    );
  }
  if (config.shutdownTimeoutMs < 1_000) {
    problems.push('SHUTDOWN_TIMEOUT_MS under 1000 cuts requests in flight at every deploy.');
  }
  problems.push(...ageVerificationProblems(config.ageVerification));
  problems.push(...paymentProblems(config.payments));
  problems.push(...affiliationProblems(config.affiliation));
  return problems;
}

/** Every order of a vapour product needs an age check a regulator accepts: never the sandbox's, never none. */
function ageVerificationProblems(settings: AppConfig['ageVerification']): string[] {
  switch (settings.provider) {
    case 'unset':
      return ['AGE_VERIFICATION_PROVIDER is not set: choose veratad or agechecker (with their credentials) or manual.'];
    case 'sandbox':
      return [
        'AGE_VERIFICATION_PROVIDER=sandbox is the development sandbox, which passes made-up adults: choose veratad, agechecker or manual.',
      ];
    case 'veratad':
    case 'agechecker': {
      const name = settings.provider === 'veratad' ? 'VERATAD_URL' : 'AGECHECKER_URL';
      return new URL(settings.url).protocol === 'https:'
        ? []
        : [`${name} is not https: the provider's credentials and customers' identities would travel unencrypted.`];
    }
    default:
      return [];
  }
}

/** A shop in production takes real money through a real gateway, or says it takes none online (manual). */
function paymentProblems(settings: AppConfig['payments']): string[] {
  switch (settings.provider) {
    case 'unset':
      return ['PAYMENT_PROVIDER is not set: choose authorizenet or nmi (with its credentials) or manual.'];
    case 'sandbox':
      return [
        'PAYMENT_PROVIDER=sandbox is the development sandbox, which takes no money: choose authorizenet, nmi or manual.',
      ];
    case 'authorizenet':
      return [settings.url, settings.acceptJsUrl].every((url) => new URL(url).protocol === 'https:')
        ? []
        : [
            'AUTHORIZENET_URL and AUTHORIZENET_ACCEPT_JS_URL must be https: the transaction key and card tokens would travel unencrypted.',
          ];
    case 'nmi':
      return [settings.url, settings.collectJsUrl].every((url) => new URL(url).protocol === 'https:')
        ? []
        : ['NMI_URL and NMI_COLLECT_JS_URL must be https: the security key and card tokens would travel unencrypted.'];
    default:
      return [];
  }
}

/** The military discount's codes are money: never minted on a sandbox's word, and SheerID or ID.me over https only. */
function affiliationProblems(settings: AppConfig['affiliation']): string[] {
  if (settings.provider === 'sandbox' || settings.provider === 'idme-sandbox') {
    return [
      `AFFILIATION_PROVIDER=${settings.provider} is a development sandbox, which verifies made-up service members: choose sheerid, idme or off.`,
    ];
  }
  if (settings.provider === 'sheerid' && new URL(settings.sheerid.url).protocol !== 'https:') {
    return ["SHEERID_URL is not https: the access token and customers' details would travel unencrypted."];
  }
  if (settings.provider === 'idme' && new URL(settings.idme.url).protocol !== 'https:') {
    return ["IDME_URL is not https: the client secret and the customers' codes would travel unencrypted."];
  }
  return [];
}

/**
 * Settings production starts with but should not keep: the seller's registration data left at its examples
 * (the PACT reports' cover sheet would name an example seller). Not a refusal: the refusals above guard against
 * leaking or losing data and against selling without an age check; a cover sheet can be corrected before the
 * 10th, and staff see the examples on the printed report.
 */
export function productionWarnings(config: AppConfig): string[] {
  return config.seller.examples.length
    ? [`${config.seller.examples.join(', ')} unset: the PACT reports' cover sheet shows development examples.`]
    : [];
}

/** Where age checks go, without credentials. */
function ageVerificationReport(settings: AppConfig['ageVerification']): string {
  if (settings.provider === 'veratad' || settings.provider === 'agechecker') {
    return `${settings.provider} at ${maskUrl(settings.url)}`;
  }
  return settings.provider;
}

/** The settings in force, secrets masked, for the log line at start. */
export function effectiveSettings(config: AppConfig): Record<string, string | number | boolean> {
  return {
    NODE_ENV: config.env,
    HOST: config.host,
    PORT: config.port,
    PUBLIC_URL: config.publicUrl,
    DATABASE_URL: config.databaseUrl ? maskUrl(config.databaseUrl) : `embedded, in ${config.dataDir}`,
    DATABASE_READ_URL: config.databaseReadUrl ? maskUrl(config.databaseReadUrl) : 'unset (reads on the primary)',
    READ_YOUR_WRITES_SECONDS: config.readYourWritesSeconds,
    GRAPHQL_SANDBOX: config.graphqlSandbox,
    GRAPHQL_EXECUTION: config.graphqlExecution,
    GRAPHQL_PLANNED_PATH: config.graphqlPlannedPath,
    GRAPHQL_PLAN_AT_START: config.graphqlPlanAtStart,
    SMTP_URL: maskUrl(config.smtpUrl),
    TRUST_PROXY: config.trustProxy.description,
    SHUTDOWN_TIMEOUT_MS: config.shutdownTimeoutMs,
    LOG_LEVEL: config.logLevel,
    AGE_VERIFICATION_PROVIDER: ageVerificationReport(config.ageVerification),
    AGE_VERIFICATION_TIMEOUT_MS: config.ageVerification.timeoutMs,
    PAYMENT_PROVIDER:
      config.payments.provider === 'authorizenet' || config.payments.provider === 'nmi'
        ? `${config.payments.provider} at ${maskUrl(config.payments.url)}`
        : config.payments.provider,
    PAYMENT_TIMEOUT_MS: config.payments.timeoutMs,
    AFFILIATION_PROVIDER:
      config.affiliation.provider === 'sheerid'
        ? `sheerid at ${maskUrl(config.affiliation.sheerid.url)}`
        : config.affiliation.provider === 'idme'
          ? `idme at ${maskUrl(config.affiliation.idme.url)}`
          : config.affiliation.provider,
    WEB_DIST_DIR: config.webDistDir,
    SELLER_LEGAL_NAME: config.seller.legalName,
    SELLER_ATF_REGISTRATION: config.seller.atfRegistration,
  };
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
