import type { Server } from 'node:http';

/**
 * Stops accepting connections and lets the requests in flight finish: idle keep-alive connections are
 * closed at once and each busy one as soon as its answer is sent; whatever is still open at the
 * deadline (a stuck request, a client that sent half its headers) is cut.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
