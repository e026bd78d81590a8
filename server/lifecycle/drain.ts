import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Closes `app` as a restart should (docs/architecture.md, "Graceful restarts"): no new connection
 * from the first moment, the requests in flight answered, then the database closed by `app.close()`.
 * `why` opens the log line. Resolves once closed; true when every request finished within
 * `graceMs`, false when the ones still running at the deadline had their connections cut.
 */
export async function drain(app: FastifyInstance, graceMs: number, why: string): Promise<boolean> {
  // The listener goes first, before the live streams are ended (their preClose hook): a lobby told
  // to reconnect then reaches another process of the cluster, never this closing one. Fastify's own
  // `server.close()` later waits for the same drain (Node calls it back once the last connection
  // has closed), so the database still closes only after the last request is answered.
  app.server.close();
  app.log.info(`${why}: no new connections, live streams told to reconnect, ${graceMs / 1000} s for the requests in flight`);
  const closed = app.close();
  const deadline = new AbortController();
  const inTime = await Promise.race([closed.then(() => true), sleep(graceMs, false, { signal: deadline.signal }).catch(() => true)]);
  deadline.abort();
  if (inTime) return true;
  const left = await new Promise<number>((resolve) => app.server.getConnections((error, n) => resolve(error ? -1 : n)));
  app.log.warn(`closing: ${left} connections still busy after ${graceMs / 1000} s (SHUTDOWN_GRACE_SECONDS), cut; their clients retry with the same Idempotency-Key`);
  // A request cut here either committed or rolled back as one transaction; the retry replays or redoes it.
  app.server.closeAllConnections();
  await closed;
  return false;
}
