import { EventEmitter } from 'node:events';
import pg from 'pg';
import { pgDeadlines } from '../../db/deadlines.ts';
import { ConfirmWaiters } from './confirm-waiters.ts';
import { startHeartbeat } from './listen-heartbeat.ts';
import { reconnectDelay } from './reconnect-delay.ts';

/** The PostgreSQL channel every server process listens on; an operator may NOTIFY it too (README, "Running N servers"). */
export const INVALIDATE_CHANNEL = 'lobby_invalidate';
/** A message that empties every cache: sent to ourselves when the LISTEN connection was lost and came back. */
export const EVERYTHING = '*';
/** How the LISTEN connections show in pg_stat_activity: this name, a colon and the process id. */
export const LISTENER_NAME = 'lobby-invalidations';

/**
 * Tells every server process of one database that cached things changed, as `<topic>:<key>`
 * messages (`session:<token hash>`, `member:<id>`, `content:*`). One process hears its own
 * messages too, so a cache reacts the same way to a local and to a remote write.
 */
export interface Invalidations {
  /**
   * Sends a message to every process, this one included. `confirm`: resolves once every process
   * has heard it (at most a second), for a write whose caller must find every process told (logout),
   * and rejects when it could not be sent (it is then sent again once the connection is back).
   */
  publish(message: string, options?: { confirm?: boolean }): Promise<void>;
  /** Calls `listener` with every message; returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
  /** Starts listening (PostgreSQL: opens the LISTEN connection). */
  start(): Promise<void>;
  /** PostgreSQL: whether the LISTEN connection is up and listening (readiness); in process, always. */
  connected(): boolean;
  close(): Promise<void>;
}

/** PGlite is one process: the messages never leave it. */
export function localInvalidations(): Invalidations {
  const bus = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (message) => void bus.emit('message', message),
    subscribe(listener) {
      bus.on('message', listener);
      return () => bus.off('message', listener);
    },
    start: async () => undefined,
    connected: () => true,
    close: async () => void bus.removeAllListeners(),
  };
}

/** Payload prefixes on the wire: a message whose sender waits for every process, and a process's answer to one. */
const CONFIRM = '?';
const ACK = 'ack:';

/**
 * PostgreSQL: one LISTEN connection per process outside the pool (a pooled connection would be
 * handed to queries), NOTIFY through it too. NOTIFY reaches every listener when its transaction
 * commits, within milliseconds; a message lost while the connection was down is replaced by an
 * EVERYTHING once it is back, so a cache never outlives a write it did not hear of. A confirmed
 * message is answered by every process that heard it, and its sender waits for as many answers
 * as there are listeners (pg_stat_activity), at most a second. A heartbeat (listen-heartbeat.ts)
 * ends the connection when the network goes silent, which no socket error would say for minutes.
 */
export function postgresInvalidations(url: string, log: (error: unknown) => void = () => undefined): Invalidations {
  const local = localInvalidations();
  const waiters = new ConfirmWaiters();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Stops the heartbeat of the connection in use (listen-heartbeat.ts). */
  let stopHeartbeat: () => void = () => undefined;
  /** Failed reconnect attempts in a row (reconnect-delay.ts). */
  let failures = 0;
  /** Messages this process could not send while its connection was down: sent once it is back. */
  const backlog = new Set<string>();

  const notify = (via: pg.Client, payload: string) => via.query('SELECT pg_notify($1, $2)', [INVALIDATE_CHANNEL, payload]);

  const heard = (via: pg.Client, payload: string, processId: number) => {
    if (payload.startsWith(ACK)) return waiters.answered(payload.slice(ACK.length), processId);
    const confirm = payload.startsWith(CONFIRM);
    const message = confirm ? payload.slice(CONFIRM.length) : payload;
    void local.publish(message);
    // Answered once forgotten here: the sender then knows this process will not serve it again.
    if (confirm) notify(via, ACK + message).catch(log);
  };

  const connect = async (): Promise<void> => {
    // Bounded like the pool's (server/db/deadlines.ts): a connect that hangs would never be retried.
    // TCP keepalive and the heartbeat: a network that drops packets silently must end this connection too.
    const next = new pg.Client({
      connectionString: url,
      application_name: `${LISTENER_NAME}:${process.pid}`,
      connectionTimeoutMillis: pgDeadlines.connectMs,
      query_timeout: pgDeadlines.queryMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: pgDeadlines.keepAliveDelayMs,
    });
    next.on('notification', (n) => n.channel === INVALIDATE_CHANNEL && heard(next, n.payload ?? EVERYTHING, n.processId));
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATE_CHANNEL}`);
    } catch (error) {
      // Connected but not listening (the server went between the two): not left open unseen.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    stopHeartbeat = startHeartbeat(next, (error) => {
      log(error);
      lost(next);
      // A statement still waiting on it makes end() cut the socket rather than wait for a goodbye.
      void next.end().catch(() => undefined);
    });
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    stopHeartbeat();
    // Whatever was sent while we were away is unknown: forget everything once listening again.
    const again = () => {
      retry = undefined;
      if (closed) return;
      connect().then(
        () => {
          failures = 0;
          void local.publish(EVERYTHING);
          const unsent = [...backlog];
          backlog.clear();
          for (const message of unsent) send(message).catch(log);
        },
        (error: unknown) => {
          log(error);
          retry = setTimeout(again, reconnectDelay((failures += 1)));
        },
      );
    };
    retry = setTimeout(again, reconnectDelay(0));
  };

  const listeners = async (via: pg.Client) =>
    Number(
      (await via.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1', [`${LISTENER_NAME}:%`]))
        .rows[0]?.n ?? 1,
    );

  /** Sends an unconfirmed message, or keeps it for the reconnect when the connection is down. */
  const send = async (message: string) => {
    const via = client;
    if (!via) return void backlog.add(message);
    try {
      await notify(via, message);
    } catch (error) {
      backlog.add(message);
      throw error;
    }
  };

  return {
    async publish(message, options = {}) {
      const via = client;
      if (!options.confirm) {
        await local.publish(message);
        return send(message);
      }
      if (!via) {
        // Sent once the connection is back, but nobody can confirm it now: the caller must not say it was heard.
        await local.publish(message);
        backlog.add(message);
        throw new Error('the invalidation connection is down');
      }
      const need = await listeners(via);
      await waiters.wait(message, need, () =>
        notify(via, CONFIRM + message).catch((error: unknown) => {
          backlog.add(message);
          throw error;
        }),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
    start: connect,
    connected: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      stopHeartbeat();
      const open = client;
      client = null;
      waiters.releaseAll();
      await local.close();
      await open?.end().catch(() => undefined);
    },
  };
}

/** Splits `<topic>:<key>` (the key may hold colons). */
export function parseInvalidation(message: string): { topic: string; key: string } {
  const at = message.indexOf(':');
  return at < 0 ? { topic: message, key: '' } : { topic: message.slice(0, at), key: message.slice(at + 1) };
}
