import { describeError } from '../errors';

/** A provider's answer whatever its status: its status and its text, or in words why there is none. */
export type ProviderReply =
  | { readonly ok: true; readonly status: number; readonly text: string }
  | { readonly ok: false; readonly problem: string };

/**
 * One exchange with a provider (age verification, military verification). The problem never quotes the request or
 * the answer (they hold a person's details or a credential).
 */
export async function exchange(
  url: string,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<ProviderReply> {
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return { ok: true, status: response.status, text: await response.text() };
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
}
