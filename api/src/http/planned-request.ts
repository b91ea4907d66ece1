import Negotiator from 'negotiator';
import type { PlannedRequest } from '../graphql/planned-document';

/** A request header by its lower-case name (several values joined as Node and Apollo join them). */
export type HeaderGetter = (name: string) => string | undefined;

/** A request that names a trusted document and is well-formed in every way Apollo Server checks. */
export interface PlannableRequest extends PlannedRequest {
  readonly sha256Hash: string;
  /** The answer's content type, as Apollo picks it from Accept. */
  readonly contentType: string;
}

const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
const JSON_GRAPHQL_CALLBACK = 'application/json; callbackSpec=1.0; charset=utf-8';
const MAX_KEPT_ACCEPTS = 100;
const contentTypes = new Map<string, string | null>();

/** Apollo's content type for an Accept header (chooseContentTypeForSingleResultResponse); null: it answers 406. */
function contentTypeFor(accept: string | undefined): string | null {
  if (!accept) return APPLICATION_JSON;
  let chosen = contentTypes.get(accept);
  if (chosen === undefined) {
    chosen =
      new Negotiator({ headers: { accept } }).mediaType([
        APPLICATION_JSON,
        GRAPHQL_RESPONSE_JSON,
        JSON_GRAPHQL_CALLBACK,
      ]) ?? null;
    if (contentTypes.size < MAX_KEPT_ACCEPTS) contentTypes.set(accept, chosen);
  }
  return chosen;
}

/** Media types a plain HTML form or `fetch` without a preflight may send (Apollo's CSRF prevention). */
const NON_PREFLIGHTED = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
/** A media type whose essence this simple reading finds as the WHATWG parser Apollo uses would. */
const PLAIN_MEDIA_TYPE = /^[a-z0-9!#$%&'*+.^_`|~-]+\/[a-z0-9!#$%&'*+.^_`|~-]+$/;

/** The essence of a Content-Type, or null when it is not plain enough to tell as Apollo would. */
function essenceOf(contentType: string): string | null {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return PLAIN_MEDIA_TYPE.test(essence) ? essence : null;
}

/** Whether Apollo's CSRF prevention lets the request through; undefined when unsure (Apollo decides). */
function passesCsrf(header: HeaderGetter, essence: string | undefined): boolean {
  if (essence !== undefined && !NON_PREFLIGHTED.has(essence)) return true;
  return Boolean(header('apollo-require-preflight') || header('x-apollo-operation-name'));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The trusted document's hash of an `extensions` object, when it is Apollo's persisted query of version 1. */
function trustedHash(extensions: unknown): string | undefined {
  if (!isRecord(extensions)) return undefined;
  const persisted = extensions.persistedQuery;
  if (!isRecord(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') return undefined;
  return persisted.sha256Hash;
}

/** The checks common to both methods: content type, CSRF prevention, Accept. */
function acceptable(header: HeaderGetter, method: 'GET' | 'POST'): { contentType: string } | undefined {
  const raw = header('content-type');
  const essence = raw === undefined ? undefined : essenceOf(raw);
  if (essence === null) return undefined;
  if (method === 'GET' && essence !== undefined && essence !== 'application/json') return undefined;
  if (!passesCsrf(header, essence)) return undefined;
  const contentType = contentTypeFor(header('accept'));
  return contentType ? { contentType } : undefined;
}

/** A parameter given at most once (Apollo refuses a repeated one). */
function once(params: URLSearchParams, name: string): string | undefined | null {
  const values = params.getAll(name);
  return values.length > 1 ? null : values[0];
}

/**
 * A GET that names a trusted document and that Apollo would take as it is; undefined for anything else,
 * which Apollo then answers with its own words (a repeated parameter, JSON that is not an object …).
 */
export function plannableGet(params: URLSearchParams, header: HeaderGetter): PlannableRequest | undefined {
  if (params.has('query')) return undefined;
  const operationName = once(params, 'operationName');
  const variablesText = once(params, 'variables');
  const extensionsText = once(params, 'extensions');
  if (operationName === null || variablesText === null || !extensionsText) return undefined;
  let variables: unknown;
  let extensions: unknown;
  try {
    variables = variablesText === undefined ? undefined : JSON.parse(variablesText);
    extensions = JSON.parse(extensionsText);
  } catch {
    return undefined;
  }
  if (variables !== undefined && !isRecord(variables)) return undefined;
  const sha256Hash = trustedHash(extensions);
  const accepted = sha256Hash && acceptable(header, 'GET');
  if (!accepted) return undefined;
  return { method: 'GET', sha256Hash, operationName, variables, ...accepted };
}

/** The same for a POST's parsed JSON body. */
export function plannablePost(body: unknown, header: HeaderGetter): PlannableRequest | undefined {
  if (!isRecord(body) || 'query' in body) return undefined;
  const { operationName = null, variables = null, extensions } = body;
  if (operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== null && !isRecord(variables)) return undefined;
  const sha256Hash = trustedHash(extensions);
  const accepted = sha256Hash && acceptable(header, 'POST');
  if (!accepted) return undefined;
  return {
    method: 'POST',
    sha256Hash,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
    ...accepted,
  };
}
