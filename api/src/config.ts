import fs from 'node:fs';
import path from 'node:path';
import { ProxyTrust } from './security/proxy-trust';
import { AGECHECKER_PRODUCTION_URL } from './modules/verification/agechecker.transport';
import { VERATAD_PRODUCTION_URL } from './modules/verification/veratad.transport';
import { ACCEPT_JS_PRODUCTION_URL, AUTHORIZENET_PRODUCTION_URL } from './modules/payments/authorizenet-protocol.rules';
import { COLLECT_JS_PRODUCTION_URL, NMI_PRODUCTION_URL } from './modules/payments/nmi-protocol.rules';
import { SHEERID_PRODUCTION_URL, type SheerIdSettings } from './modules/affiliation/sheerid.transport';
import { IDME_PRODUCTION_URL, type IdMeSettings } from './modules/affiliation/idme.transport';

/** The only reader of process.env: every setting is parsed and checked here once. */
export const GRAPHQL_EXECUTIONS = ['compiled', 'standard'] as const;
export type GraphqlExecution = (typeof GRAPHQL_EXECUTIONS)[number];

export const AGE_VERIFICATION_PROVIDERS = ['veratad', 'agechecker', 'manual', 'sandbox'] as const;

/** Who checks a customer's age and identity, with that provider's credentials. */
export type AgeVerificationSettings = { readonly timeoutMs: number } & (
  | { readonly provider: 'veratad'; readonly url: string; readonly user: string; readonly pass: string }
  | { readonly provider: 'agechecker'; readonly url: string; readonly key: string; readonly secret: string }
  // `unset`: production without AGE_VERIFICATION_PROVIDER, which it refuses to start with.
  | { readonly provider: 'manual' | 'sandbox' | 'unset' }
);

export const PAYMENT_PROVIDERS = ['authorizenet', 'nmi', 'manual', 'sandbox'] as const;

/** When an authorization is captured: when staff ship the order (the card networks' rule), or when they approve it. */
export const CAPTURE_MOMENTS = ['ship', 'approval'] as const;

/** Who takes the customers' money, with that gateway's credentials (never sent to a browser or a log). */
export type PaymentSettings = {
  readonly timeoutMs: number;
  readonly captureAt: (typeof CAPTURE_MOMENTS)[number];
} & (
  | {
      readonly provider: 'authorizenet';
      readonly url: string;
      readonly apiLoginId: string;
      readonly transactionKey: string;
      /** The public client key Accept.js needs in the browser. */
      readonly clientKey: string;
      readonly acceptJsUrl: string;
      /** The Signature Key its webhooks are signed with; without one, webhooks are refused. */
      readonly signatureKey: string | null;
    }
  | {
      readonly provider: 'nmi';
      /** transact.php; the Query API (query.php) is beside it. */
      readonly url: string;
      /** The private API key (NMI's security_key): server to gateway only. */
      readonly securityKey: string;
      /** The public, tokenization-only key Collect.js needs in the browser. */
      readonly tokenizationKey: string;
      readonly collectJsUrl: string;
      /** The key NMI signs its webhooks with (UNCONFIRMED scheme); without one, its webhooks are refused. */
      readonly webhookSigningKey: string | null;
    }
  // `manual`: staff record payments received by other means; `unset`: production named none, and refuses to start.
  | { readonly provider: 'manual' | 'sandbox' | 'unset' }
);
export const AFFILIATION_PROVIDERS = ['sheerid', 'idme', 'sandbox', 'idme-sandbox', 'off'] as const;

/**
 * Who verifies military and first-responder status (AFFILIATION_PROVIDER): SheerID or ID.me with their credentials,
 * a loopback sandbox speaking either's protocol (`sandbox` is SheerID's; never in production), or off (the page says
 * verification is unavailable).
 */
export type AffiliationSettings =
  | { readonly provider: 'sheerid'; readonly sheerid: SheerIdSettings }
  | { readonly provider: 'idme'; readonly idme: IdMeSettings }
  | { readonly provider: 'sandbox' | 'idme-sandbox' | 'off'; readonly timeoutMs: number };

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly affiliation: AffiliationSettings;
  /** The shop's address as customers reach it, for links in mail. */
  readonly publicUrl: string;
  readonly host: string;
  /** A PostgreSQL URL; when absent an embedded server is started under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** A PostgreSQL read replica (or a pooler in front of several) for the catalogue's public reads. */
  readonly databaseReadUrl: string | undefined;
  /** After a visitor's own write, their reads go to the primary for this long (longer than replica lag). */
  readonly readYourWritesSeconds: number;
  readonly dataDir: string;
  readonly embeddedPostgresPort: number;
  /** The API explorer (GraphiQL) on GET /graphql and schema introspection. */
  readonly graphqlSandbox: boolean;
  /** How operations run: compiled by graphql-jit (the default), or by graphql-js, the reference. */
  readonly graphqlExecution: GraphqlExecution;
  /** Trusted documents answered from their plans beside Apollo's pipeline (with compiled execution only). */
  readonly graphqlPlannedPath: boolean;
  /** Plans every trusted document at start (production: no first request pays for one); else each on first use. */
  readonly graphqlPlanAtStart: boolean;
  readonly webDistDir: string;
  readonly smtpUrl: string | undefined;
  readonly shipping: { readonly freeThresholdCents: number; readonly flatFeeCents: number };
  readonly trustProxy: ProxyTrust;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  readonly shutdownTimeoutMs: number;
  /** Strict-Transport-Security max-age on answers to requests that came over TLS; 0 sends none. */
  readonly hstsMaxAgeSeconds: number;
  /** Where the shop's product photographs are hosted, if not on this site: added to the pages' img-src. */
  readonly imageOrigin: string | undefined;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  readonly ageVerification: AgeVerificationSettings;
  readonly payments: PaymentSettings;
  /** The seller's registration data: the cover sheet of each monthly PACT report. */
  readonly seller: SellerRegistration;
}

/** The seller as registered with ATF and each state (PACT, 15 U.S.C. 376(a)); `examples`: none was set. */
export interface SellerRegistration {
  readonly legalName: string;
  readonly tradeName: string;
  readonly address: string;
  readonly telephone: string;
  readonly email: string;
  readonly website: string;
  readonly atfRegistration: string;
  /** The settings left at their development examples (their names). */
  readonly examples: readonly string[];
}

/** Development examples, named as such so no report goes out with them unnoticed. */
const SELLER_EXAMPLES = {
  SELLER_LEGAL_NAME: 'Example Vape Retail LLC (example: set SELLER_LEGAL_NAME)',
  SELLER_TRADE_NAME: 'ESI Smoke & Vape (example: set SELLER_TRADE_NAME)',
  SELLER_ADDRESS: '100 Example Street, Phoenix, AZ 85004 (example: set SELLER_ADDRESS)',
  SELLER_PHONE: '555-0100 (example: set SELLER_PHONE)',
  SELLER_EMAIL: 'compliance@example.com (example: set SELLER_EMAIL)',
  SELLER_WEBSITE: 'https://shop.example.com (example: set SELLER_WEBSITE)',
  SELLER_ATF_REGISTRATION: 'EXAMPLE-0000 (example: set SELLER_ATF_REGISTRATION)',
} as const;

function sellerSetting(env: NodeJS.ProcessEnv): SellerRegistration {
  const read = (name: keyof typeof SELLER_EXAMPLES): string => env[name]?.trim() || SELLER_EXAMPLES[name];
  return {
    legalName: read('SELLER_LEGAL_NAME'),
    tradeName: read('SELLER_TRADE_NAME'),
    address: read('SELLER_ADDRESS'),
    telephone: read('SELLER_PHONE'),
    email: read('SELLER_EMAIL'),
    website: read('SELLER_WEBSITE'),
    atfRegistration: read('SELLER_ATF_REGISTRATION'),
    examples: (Object.keys(SELLER_EXAMPLES) as (keyof typeof SELLER_EXAMPLES)[]).filter((name) => !env[name]?.trim()),
  };
}

/** The project folder: the nearest with a package.json, from the sources and from the compiled dist/ alike. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..', '..');
  }
}

const ROOT_DIR = findRoot(__dirname);

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = 2 ** 31 - 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
}

function publicUrlSetting(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_URL || `http://localhost:${env.PORT || 4000}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be the shop's address, e.g. https://shop.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be http or https');
  return url.origin;
}

/** An https origin only: the pages' policy lets pictures load from it and nothing else. */
function imageOriginSetting(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.IMAGE_ORIGIN;
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:' || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`IMAGE_ORIGIN must be an https origin, e.g. https://images.example.com, got "${raw}"`);
  }
  return url.origin;
}

function httpUrlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // Refused below, with the setting's name.
  }
  throw new Error(`${name} must be an http or https URL, got "${raw}"`);
}

function secretSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  provider: string,
  setting = 'AGE_VERIFICATION_PROVIDER',
): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required with ${setting}=${provider}`);
  return value;
}

/** As the age check's: outside production the sandbox answers unless a provider is named; production names one. */
function paymentSetting(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER
    ? oneOf(env, 'PAYMENT_PROVIDER', PAYMENT_PROVIDERS, 'sandbox')
    : nodeEnv === 'production'
      ? 'unset'
      : 'sandbox';
  const timeoutMs = intSetting(env, 'PAYMENT_TIMEOUT_MS', 15_000, 100, 120_000);
  const captureAt = oneOf(env, 'PAYMENT_CAPTURE_AT', CAPTURE_MOMENTS, 'ship');
  const secret = (name: string) => secretSetting(env, name, provider, 'PAYMENT_PROVIDER');
  if (provider === 'nmi') {
    return {
      provider,
      timeoutMs,
      captureAt,
      url: httpUrlSetting(env, 'NMI_URL', NMI_PRODUCTION_URL),
      securityKey: secret('NMI_SECURITY_KEY'),
      tokenizationKey: secret('NMI_TOKENIZATION_KEY'),
      collectJsUrl: httpUrlSetting(env, 'NMI_COLLECT_JS_URL', COLLECT_JS_PRODUCTION_URL),
      webhookSigningKey: env.NMI_WEBHOOK_SIGNING_KEY?.trim() || null,
    };
  }
  if (provider !== 'authorizenet') return { provider, timeoutMs, captureAt };
  return {
    provider,
    timeoutMs,
    captureAt,
    url: httpUrlSetting(env, 'AUTHORIZENET_URL', AUTHORIZENET_PRODUCTION_URL),
    apiLoginId: secret('AUTHORIZENET_API_LOGIN_ID'),
    transactionKey: secret('AUTHORIZENET_TRANSACTION_KEY'),
    clientKey: secret('AUTHORIZENET_CLIENT_KEY'),
    acceptJsUrl: httpUrlSetting(env, 'AUTHORIZENET_ACCEPT_JS_URL', ACCEPT_JS_PRODUCTION_URL),
    signatureKey: env.AUTHORIZENET_SIGNATURE_KEY?.trim() || null,
  };
}

/**
 * Outside production the sandbox answers unless a provider is named; production names one itself (a real
 * provider needs its credentials, so a missing one stops the start here).
 */
function ageVerificationSetting(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): AgeVerificationSettings {
  const provider = env.AGE_VERIFICATION_PROVIDER
    ? oneOf(env, 'AGE_VERIFICATION_PROVIDER', AGE_VERIFICATION_PROVIDERS, 'sandbox')
    : nodeEnv === 'production'
      ? 'unset'
      : 'sandbox';
  const timeoutMs = intSetting(env, 'AGE_VERIFICATION_TIMEOUT_MS', 10_000, 100, 60_000);
  switch (provider) {
    case 'veratad':
      return {
        provider,
        timeoutMs,
        url: httpUrlSetting(env, 'VERATAD_URL', VERATAD_PRODUCTION_URL),
        user: secretSetting(env, 'VERATAD_USER', provider),
        pass: secretSetting(env, 'VERATAD_PASS', provider),
      };
    case 'agechecker':
      return {
        provider,
        timeoutMs,
        url: httpUrlSetting(env, 'AGECHECKER_URL', AGECHECKER_PRODUCTION_URL),
        key: secretSetting(env, 'AGECHECKER_KEY', provider),
        secret: secretSetting(env, 'AGECHECKER_SECRET', provider),
      };
    default:
      return { provider, timeoutMs };
  }
}

/** Outside production the sandbox answers unless a provider is named; production is off until SheerID is set. */
function affiliationSetting(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): AffiliationSettings {
  const provider = oneOf(
    env,
    'AFFILIATION_PROVIDER',
    AFFILIATION_PROVIDERS,
    nodeEnv === 'production' ? 'off' : 'sandbox',
  );
  const timeoutMs = intSetting(env, 'AFFILIATION_TIMEOUT_MS', 10_000, 100, 60_000);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required with AFFILIATION_PROVIDER=${provider}`);
    return value;
  };
  if (provider === 'idme') {
    return {
      provider,
      idme: {
        url: httpUrlSetting(env, 'IDME_URL', IDME_PRODUCTION_URL),
        clientId: required('IDME_CLIENT_ID'),
        clientSecret: required('IDME_CLIENT_SECRET'),
        timeoutMs,
      },
    };
  }
  if (provider !== 'sheerid') return { provider, timeoutMs };
  return {
    provider,
    sheerid: {
      url: httpUrlSetting(env, 'SHEERID_URL', SHEERID_PRODUCTION_URL),
      accessToken: required('SHEERID_ACCESS_TOKEN'),
      militaryProgramId: required('SHEERID_MILITARY_PROGRAM_ID'),
      firstResponderProgramId: required('SHEERID_FIRST_RESPONDER_PROGRAM_ID'),
      webhookSecret: required('SHEERID_WEBHOOK_SECRET'),
      timeoutMs,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  return {
    env: nodeEnv,
    port: intSetting(env, 'PORT', 4000, 0, 65535),
    publicUrl: publicUrlSetting(env),
    // Outside production only this machine can reach the server unless HOST says otherwise.
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    readYourWritesSeconds: intSetting(env, 'READ_YOUR_WRITES_SECONDS', 10, 1, 3600),
    dataDir: path.resolve(ROOT_DIR, env.DATA_DIR || '.data'),
    embeddedPostgresPort: intSetting(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    // On by default, as npm start promises; a production deployment opts in explicitly.
    graphqlSandbox: boolSetting(env, 'GRAPHQL_SANDBOX', nodeEnv !== 'production'),
    graphqlExecution: oneOf(env, 'GRAPHQL_EXECUTION', GRAPHQL_EXECUTIONS, 'compiled'),
    graphqlPlannedPath: boolSetting(env, 'GRAPHQL_PLANNED_PATH', true),
    graphqlPlanAtStart: boolSetting(env, 'GRAPHQL_PLAN_AT_START', nodeEnv === 'production'),
    webDistDir: path.resolve(ROOT_DIR, env.WEB_DIST_DIR || 'web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    shipping: {
      freeThresholdCents: intSetting(env, 'FREE_SHIPPING_THRESHOLD_CENTS', 8999),
      flatFeeCents: intSetting(env, 'SHIPPING_FLAT_FEE_CENTS', 799),
    },
    trustProxy: ProxyTrust.parse(env.TRUST_PROXY),
    shutdownTimeoutMs: intSetting(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 60_000),
    hstsMaxAgeSeconds: intSetting(env, 'HSTS_MAX_AGE_SECONDS', 365 * 24 * 60 * 60),
    imageOrigin: imageOriginSetting(env),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['debug', 'info', 'warn', 'error', 'silent'] as const,
      nodeEnv === 'test' ? 'warn' : 'info',
    ),
    ageVerification: ageVerificationSetting(env, nodeEnv),
    payments: paymentSetting(env, nodeEnv),
    affiliation: affiliationSetting(env, nodeEnv),
    seller: sellerSetting(env),
  };
}

export { ROOT_DIR };
