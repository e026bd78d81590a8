import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as pause } from 'node:timers/promises';
import { AppError } from '../errors.ts';
import type { Database } from '../db/client.ts';
import { EVERYTHING, localInvalidations, parseInvalidation, postgresInvalidations, type Invalidations } from '../services/live/invalidations.ts';
import { TtlCache } from '../services/caches/ttl-cache.ts';
import type { SessionMember } from '../services/accounts/tokens.ts';

/**
 * A confirmed message (a logout, a member's sessions ended) whose sending failed is sent again this
 * many times, CONFIRM_RETRY_MS apart times the attempt (a LISTEN connection that dropped is
 * tried again 50 ms later: server/services/live/reconnect-delay.ts): only then does the caller hear that it could not be confirmed.
 */
const CONFIRM_ATTEMPTS = 3;
const CONFIRM_RETRY_MS = 100;

/** Sessions: the backstop if an invalidation were lost; a revoked token stops working at once in every process. */
const SESSION_CACHE_MS = 1000;
/** The content cache: each key holds one reply type, which its caller names through `load`. */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one key in every process. */
  delete(key: string): void;
  /** Forgets everything in every process (an operator's edit may touch any list). */
  clear(): void;
}

export interface Caches {
  /** Token hash → member of a live session. Balance-changing routes call `forgetMember`. */
  sessions: TtlCache<SessionMember | null>;
  /** Replies of public reads (configs, notices, banners, abouts) by route, language and query. */
  content: ContentCache;
  /** Forgets a member's sessions in every process (profile, password or status changed). */
  forgetMember(memberId: number): void;
  /** Forgets a revoked token in every process; resolves once they have been told, rejects (503 `logout_unconfirmed`) when they could not be (logout). */
  forgetSession(tokenHash: string): Promise<void>;
  /** Sends a message to every process, this one included, that forgets nothing here (idempotency answers stored). */
  announce(message: string): void;
  /**
   * Forgets a member's sessions in every process after they were ended (password changed or reset,
   * a stop started); resolves once they have been told, rejects (503 `sign_out_unconfirmed`) when
   * they could not be.
   */
  forgetMemberEverywhere(memberId: number): Promise<void>;
  /** Hears every message of the bus, the database's own NOTIFYs included (live pushes); returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
  /** Whether the bus hears the other processes now (PostgreSQL: its LISTEN connection is up); readiness reads it. */
  listening(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

/** One bus per PGlite database: apps sharing it in one process (tests) hear each other. */
const localBuses = new WeakMap<Database, Invalidations>();

function invalidationsFor(app: FastifyInstance, injected: Invalidations | undefined): { bus: Invalidations; own: boolean } {
  if (injected) return { bus: injected, own: false };
  if (app.db.url) return { bus: postgresInvalidations(app.db.url, (error) => app.log.warn({ err: error }, 'invalidation listener')), own: true };
  let bus = localBuses.get(app.db);
  if (!bus) localBuses.set(app.db, (bus = localInvalidations()));
  return { bus, own: false };
}

/**
 * The caches of this process and how they hear of writes: every write publishes `<topic>:<key>`
 * (server/services/live/invalidations.ts), and every process, this one included, forgets the
 * key when the message arrives (PostgreSQL LISTEN/NOTIFY, in-process on PGlite). Content is kept
 * `contentCacheMs` at most (`CONTENT_CACHE_MS`, server/config/server-env.ts).
 */
function registerCaches(app: FastifyInstance, contentCacheMs: number, injected?: Invalidations): void {
  const now = () => app.clock().getTime();
  const sessions = new TtlCache<SessionMember | null>(SESSION_CACHE_MS, now);
  const content = new TtlCache<unknown>(contentCacheMs, now);
  const { bus, own } = invalidationsFor(app, injected);

  const forget = (message: string) => {
    const { topic, key } = parseInvalidation(message);
    if (topic === EVERYTHING) {
      sessions.clear();
      content.clear();
    } else if (topic === 'session') sessions.delete(key);
    else if (topic === 'member') sessions.deleteWhere((m) => m?.id === Number(key));
    else if (topic === 'content') {
      if (key === '*') content.clear();
      else content.delete(key);
    } else if (topic === 'live') {
      // The database's own announcements (migration 0032), whoever wrote: a notice or a switch, a session ended.
      const [member, kind] = key.split(':');
      if (member === '0') content.clear();
      else if (kind === 'session') sessions.deleteWhere((m) => m?.id === Number(member));
    }
  };
  const unsubscribe = bus.subscribe(forget);
  // Forgotten here at once, whatever the bus does; then told to the others.
  const publish = (message: string) => {
    forget(message);
    return bus.publish(message).catch((error: unknown) => app.log.warn({ err: error }, 'invalidation not sent'));
  };
  /**
   * The same, for a write whose caller tells the member it is done everywhere: the caller answers
   * only once every process heard it, and a message that could not be sent is an error answer
   * (`failure`, 503), never a "done" nobody heard.
   */
  const publishConfirmed = async (message: string, failure: 'logout_unconfirmed' | 'sign_out_unconfirmed') => {
    forget(message);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await bus.publish(message, { confirm: true });
      } catch (error) {
        app.log.warn({ err: error, attempt }, 'confirmed invalidation not sent');
        if (attempt >= CONFIRM_ATTEMPTS) throw new AppError(503, failure);
        await pause(CONFIRM_RETRY_MS * attempt);
      }
    }
  };

  app.addHook('onReady', () => bus.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    if (own) await bus.close();
  });

  app.decorate('caches', {
    sessions,
    content: {
      get: <T>(key: string, load: () => Promise<T>) => content.get(key, load) as Promise<T>,
      delete: (key: string) => void publish(`content:${key}`),
      clear: () => void publish('content:*'),
    },
    forgetMember: (memberId: number) => void publish(`member:${memberId}`),
    announce: (message: string) => void publish(message),
    forgetSession: (tokenHash: string) => publishConfirmed(`session:${tokenHash}`, 'logout_unconfirmed'),
    forgetMemberEverywhere: (memberId: number) => publishConfirmed(`member:${memberId}`, 'sign_out_unconfirmed'),
    subscribe: (listener: (message: string) => void) => bus.subscribe(listener),
    listening: () => bus.connected(),
  });
}

export interface CachesOptions {
  contentCacheMs: number;
  /** The message bus instead of the database's own (tests: a sender that fails). */
  invalidations?: Invalidations;
}

/** `app.caches`, on the database and clock the app was given (decorated before any plugin). */
export const cachesPlugin = fp<CachesOptions>(async (app, options) => registerCaches(app, options.contentCacheMs, options.invalidations), {
  name: 'lobby-caches',
  fastify: '5.x',
  decorators: { fastify: ['db', 'clock'] },
});
