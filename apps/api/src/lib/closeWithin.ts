import type { FastifyInstance } from 'fastify';

/**
 * Closes the app: stops accepting connections and lets in-flight requests finish, for at most
 * `boundMs`; then the connections still open are cut, so a stuck request cannot hold a shutdown
 * (and the data folder's lock) forever. Resolves whether it drained in time.
 */
export async function closeWithin(app: FastifyInstance, boundMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), boundMs);
  });
  const closed = app.close().then(() => true as const);
  const drained = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (!drained) {
    app.server.closeAllConnections();
    await closed;
  }
  return drained;
}
