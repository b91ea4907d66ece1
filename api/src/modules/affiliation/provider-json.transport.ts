/** A verification provider's answer: its HTTP status and JSON body, or in words why there is none. */
export type ProviderJson = { ok: true; status: number; body: unknown } | { ok: false; problem: string };

/**
 * One exchange with a military-verification provider (SheerID, ID.me), whatever its status: SheerID refuses a claim
 * with a 4xx and a JSON body to read, ID.me refuses a code with a 400 `invalid_grant`. The problem never quotes the
 * request or the answer (they hold a person's details or a credential).
 */
export async function providerJson(
  url: string,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderJson> {
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      return { ok: true, status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, problem: `HTTP ${response.status}, not JSON` };
    }
  } catch (error) {
    // A DOMException, not an Error in every realm: known by its name.
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, problem: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable' };
  }
}
