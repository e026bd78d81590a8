import { EventEmitter } from 'node:events';
import pg from 'pg';

/** The PostgreSQL channel every server process listens on; an operator may NOTIFY it too (README, "Running N servers"). */
export const INVALIDATE_CHANNEL = 'lobby_invalidate';
/** A message that empties every cache: sent to ourselves when the LISTEN connection was lost and came back. */
export const EVERYTHING = '*';
/** How long `publish` waits for its own message to come back before replying anyway. */
const ECHO_WAIT_MS = 1000;
/** Between reconnect attempts of a lost LISTEN connection. */
const RECONNECT_MS = 500;

/**
 * Tells every server process of one database that cached things changed, as `<topic>:<key>`
 * messages (`session:<token hash>`, `member:<id>`, `content:*`). One process hears its own
 * messages too, so a cache reacts the same way to a local and to a remote write.
 */
export interface Invalidations {
  /** Sends a message to every process, this one included; resolves once this process has heard it. */
  publish(message: string): Promise<void>;
  /** Calls `listener` with every message; returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
  /** Starts listening (PostgreSQL: opens the LISTEN connection). */
  start(): Promise<void>;
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
    close: async () => void bus.removeAllListeners(),
  };
}

/**
 * PostgreSQL: one LISTEN connection per process outside the pool (a pooled connection would be
 * handed to queries), NOTIFY through it too. NOTIFY reaches every listener when its transaction
 * commits, within milliseconds; a message lost while the connection was down is replaced by an
 * EVERYTHING once it is back, so a cache never outlives a write it did not hear of.
 */
export function postgresInvalidations(url: string, log: (error: unknown) => void = () => undefined): Invalidations {
  const local = localInvalidations();
  const waiting = new Map<string, (() => void)[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const heard = (message: string) => {
    void local.publish(message);
    const resolvers = waiting.get(message);
    waiting.delete(message);
    for (const resolve of resolvers ?? []) resolve();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => n.channel === INVALIDATE_CHANNEL && heard(n.payload ?? EVERYTHING));
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${INVALIDATE_CHANNEL}`);
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    // Whatever was sent while we were away is unknown: forget everything once listening again.
    const again = () => {
      retry = undefined;
      if (closed) return;
      connect().then(
        () => heard(EVERYTHING),
        (error: unknown) => {
          log(error);
          retry = setTimeout(again, RECONNECT_MS);
        },
      );
    };
    retry = setTimeout(again, RECONNECT_MS);
  };

  return {
    async publish(message) {
      const listening = client;
      if (!listening) return local.publish(message);
      // Waiting for our own copy means the server has handed it to every listener before the
      // write's reply leaves: a caller told "logged out" finds the other processes told too.
      const echoed = new Promise<void>((resolve) => {
        waiting.set(message, [...(waiting.get(message) ?? []), resolve]);
        setTimeout(resolve, ECHO_WAIT_MS).unref();
      });
      await listening.query('SELECT pg_notify($1, $2)', [INVALIDATE_CHANNEL, message]);
      await echoed;
    },
    subscribe: (listener) => local.subscribe(listener),
    start: connect,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      for (const resolvers of waiting.values()) for (const resolve of resolvers) resolve();
      waiting.clear();
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
