/**
 * Sends a request again while the shop answers that it is busy (SERVICE_UNAVAILABLE: a pool or lock wait ran out on
 * a loaded machine), as the shop's own pages ask a shopper to: the same request, with the same idempotency key, so
 * a retry never does the work twice. Any other error, or the last try's, is the test's.
 */
export async function retryWhileBusy<T>(send: () => Promise<T>, tries = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= tries || !String(error).includes('SERVICE_UNAVAILABLE')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
