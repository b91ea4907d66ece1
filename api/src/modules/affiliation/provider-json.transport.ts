import { exchange } from '../../common/provider-exchange';

/** A verification provider's answer: its HTTP status and JSON body, or in words why there is none. */
export type ProviderJson = { ok: true; status: number; body: unknown } | { ok: false; problem: string };

/**
 * One exchange with a military-verification provider (SheerID, ID.me), whatever its status: SheerID refuses a claim
 * with a 4xx and a JSON body to read, ID.me refuses a code with a 400 `invalid_grant`.
 */
export async function providerJson(
  url: string,
  request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderJson> {
  const reply = await exchange(url, { ...request, timeoutMs });
  if (!reply.ok) return reply;
  try {
    return { ok: true, status: reply.status, body: JSON.parse(reply.text) as unknown };
  } catch {
    return { ok: false, problem: `HTTP ${reply.status}, not JSON` };
  }
}
