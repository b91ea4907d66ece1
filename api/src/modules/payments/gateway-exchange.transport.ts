import type { GatewayOutcome, GatewayResult } from './payment-gateway.types';

/** One exchange's text, or why there is none. Never quotes the request (it holds the gateway's key). */
export type GatewayExchange =
  | { readonly ok: true; readonly body: string }
  | { readonly ok: false; readonly problem: string; readonly unanswered: boolean };

/**
 * One POST to a gateway, given up on after `timeoutMs`. A request that may have reached the gateway (a timeout, a
 * dropped connection, a 5xx) is `unanswered`: not known to have failed, so the shop asks before it tries again.
 */
export async function postToGateway(
  url: string,
  request: { readonly contentType: string; readonly accept?: string; readonly body: string },
  timeoutMs: number,
): Promise<GatewayExchange> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': request.contentType, ...(request.accept ? { accept: request.accept } : {}) },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    // A refused connection never reached the gateway; anything after the request left may have.
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    const refused = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
    return {
      ok: false,
      problem: timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${String(code ?? name)})`,
      unanswered: !refused,
    };
  }
  if (!response.ok) return { ok: false, problem: `HTTP ${response.status}`, unanswered: response.status >= 500 };
  return { ok: true, body };
}

/** A result with nothing from the gateway but its outcome and our words for why. */
export function blankResult(outcome: GatewayOutcome, message: string | null): GatewayResult {
  return {
    outcome,
    transactionId: null,
    responseCode: null,
    reasonCode: null,
    authCode: null,
    avsResult: null,
    cvvResult: null,
    lastFour: null,
    brand: null,
    message,
  };
}
