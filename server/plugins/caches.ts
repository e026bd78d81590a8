import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { EVERYTHING, localInvalidations, parseInvalidation, postgresInvalidations, type Invalidations } from '../services/platform/invalidations.ts';
import { TtlCache } from '../services/platform/ttl-cache.ts';
import type { SessionMember } from '../services/accounts/tokens.ts';

/** Sessions: the backstop if an invalidation were lost; a revoked token stops working at once in every process. */
const SESSION_CACHE_MS = 1000;
/**
 * Configs and content lists: the backstop if an invalidation were lost; writes clear them at once in
 * every process. CONTENT_CACHE_MS lets an operator who edits content only through the server (so every
 * change is announced) keep them longer.
 */
const CONTENT_CACHE_MS = contentCacheMs(process.env.CONTENT_CACHE_MS);

function contentCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 5000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`CONTENT_CACHE_MS must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

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
  /** Forgets a revoked token in every process; resolves once they have been told (logout). */
  forgetSession(tokenHash: string): Promise<void>;
  /** Sends a message to every process, this one included, that forgets nothing here (idempotency answers stored). */
  announce(message: string): void;
  /** Hears every message of the bus, the database's own NOTIFYs included (live pushes); returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

/** One bus per PGlite database: apps sharing it in one process (tests) hear each other. */
const localBuses = new WeakMap<Database, Invalidations>();

function invalidationsFor(app: FastifyInstance): { bus: Invalidations; own: boolean } {
  if (app.db.url) return { bus: postgresInvalidations(app.db.url, (error) => app.log.warn({ err: error }, 'invalidation listener')), own: true };
  let bus = localBuses.get(app.db);
  if (!bus) localBuses.set(app.db, (bus = localInvalidations()));
  return { bus, own: false };
}

/**
 * The caches of this process and how they hear of writes: every write publishes `<topic>:<key>`
 * (server/services/platform/invalidations.ts), and every process, this one included, forgets the
 * key when the message arrives (PostgreSQL LISTEN/NOTIFY, in-process on PGlite).
 */
export function registerCaches(app: FastifyInstance): void {
  const now = () => app.clock().getTime();
  const sessions = new TtlCache<SessionMember | null>(SESSION_CACHE_MS, now);
  const content = new TtlCache<unknown>(CONTENT_CACHE_MS, now);
  const { bus, own } = invalidationsFor(app);

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
  const publish = (message: string, options?: { confirm?: boolean }) => {
    forget(message);
    return bus.publish(message, options).catch((error: unknown) => app.log.warn({ err: error }, 'invalidation not sent'));
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
    forgetSession: async (tokenHash: string) => void (await publish(`session:${tokenHash}`, { confirm: true })),
    announce: (message: string) => void publish(message),
    subscribe: (listener: (message: string) => void) => bus.subscribe(listener),
  });
}
