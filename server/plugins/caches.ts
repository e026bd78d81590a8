import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../services/ttl-cache.ts';
import type { SessionMember } from '../services/tokens.ts';

/** Sessions: a revoked token stops working at once here, and within this long in other processes. */
const SESSION_CACHE_MS = 1000;
/** Configs and content lists: operators' edits show within this long. */
const CONTENT_CACHE_MS = 5000;

/** The content cache: each key holds one reply type, which its caller names through `load`. */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
}

export interface Caches {
  /** Token hash → member of a live session. Balance-changing routes call `forgetMember`. */
  sessions: TtlCache<SessionMember | null>;
  /** Replies of public reads (configs, notices, banners, abouts) by route, language and query. */
  content: ContentCache;
  forgetMember(memberId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

export function registerCaches(app: FastifyInstance): void {
  const now = () => app.clock().getTime();
  const sessions = new TtlCache<SessionMember | null>(SESSION_CACHE_MS, now);
  const content = new TtlCache<unknown>(CONTENT_CACHE_MS, now);
  app.decorate('caches', {
    sessions,
    content: {
      get: <T>(key: string, load: () => Promise<T>) => content.get(key, load) as Promise<T>,
      delete: (key: string) => content.delete(key),
      clear: () => content.clear(),
    },
    forgetMember: (memberId: number) => sessions.deleteWhere((m) => m?.id === memberId),
  });
}
