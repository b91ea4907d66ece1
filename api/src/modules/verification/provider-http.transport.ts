import { exchange } from '../../common/provider-exchange';

/** A provider's JSON answer, or in words why there is none: a caller turns the latter into ERROR. */
export type ProviderAnswer =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly problem: string };

interface ProviderRequest {
  readonly method: 'GET' | 'POST';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** The whole exchange is abandoned after this long: checkout must not hang on a provider. */
  readonly timeoutMs: number;
}

/** One JSON exchange with a provider that answers 2xx when it answers at all. */
export async function exchangeJson(url: string, request: ProviderRequest): Promise<ProviderAnswer> {
  const reply = await exchange(url, {
    method: request.method,
    ...(request.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
    timeoutMs: request.timeoutMs,
  });
  if (!reply.ok) return reply;
  if (reply.status < 200 || reply.status > 299) return { ok: false, problem: `HTTP ${reply.status}` };
  try {
    return { ok: true, body: JSON.parse(reply.text) as unknown };
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
}

/** A field of an untyped answer, when it is an object. */
export function objectAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'object' && field !== null && !Array.isArray(field)
    ? (field as Record<string, unknown>)
    : undefined;
}

/** A field of an untyped answer, when it is a non-empty string. */
export function textAt(value: Record<string, unknown> | undefined, key: string): string | undefined {
  const field = value?.[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
}
