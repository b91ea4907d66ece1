import { describeError } from '../../errors';

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

/** One JSON exchange with a provider. The problem never quotes the request or the answer (they hold the identity). */
export async function exchangeJson(url: string, request: ProviderRequest): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // A DOMException, not an Error in every realm (jest's among them): known by its name.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, problem: `no answer within ${request.timeoutMs} ms` };
    }
    // fetch says only "fetch failed"; the cause names the refusal or the unknown host.
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
    return { ok: false, problem: `unreachable: ${describeError(cause)}` };
  }
  if (!response.ok) return { ok: false, problem: `HTTP ${response.status}` };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
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
