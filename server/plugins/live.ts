import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { INVALIDATE_CHANNEL } from '../services/live/invalidations.ts';
import { LiveHub } from '../services/live/live-hub.ts';
import type { LiveRefusal } from '../services/live/live-places.ts';
import type { LiveLimits } from '../services/live/live-limits.ts';
import { markListening } from '../services/live/live-listeners.ts';
import { tokenExpiry } from '../services/live/live-values.ts';
import { lastNoteId } from '../services/money/live-notes.ts';
import { LiveReply } from './live-reply.ts';

/** Proxies and load balancers drop a connection silent for about a minute; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after 30 to 40 minutes and the lobby reconnects at once: its token is checked again
 * and streams spread over the processes. It ends earlier, with `logout`, when its token expires.
 */
const STREAM_MS = 30 * 60_000;
const STREAM_JITTER_MS = 10 * 60_000;
/** How long a stream's mark on its member outlives the stream's longest life (server/services/live/live-listeners.ts). */
const MARK_SPARE_MS = 5 * 60_000;
/**
 * A movement whose statement ran just before the mark was written, and that commits after the
 * snapshot was read, announced nothing: the money is read once more this long after the snapshot.
 */
const MARK_RACE_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /**
       * Takes the reply over and streams the signed-in member's events until either side ends it.
       * With `replace`, a member holding as many streams as allowed loses the oldest; without, the
       * new one is refused (429), as it is when its address holds as many as allowed. `notesAfter`:
       * the last note the lobby showed (live-hub.ts).
       */
      stream(request: FastifyRequest, reply: FastifyReply, replace: boolean, notesAfter?: number): Promise<void>;
      /** Cuts a member's streams (dev endpoint); returns how many. */
      drop(memberId: number): number;
      /** The streams this process holds (benchmarks, tests). */
      readonly size: number;
    };
  }
}

/**
 * The live streams of this process (docs/architecture.md §7). The database announces changes on the invalidation
 * channel (migration 0032): on PostgreSQL through the process's one LISTEN connection, which also
 * tells us, by EVERYTHING, when it was lost and came back; PGlite delivers its NOTIFYs in process.
 */
function registerLive(app: FastifyInstance, limits: LiveLimits): void {
  const hub = new LiveHub({ db: app.db.db, now: () => app.clock(), log: (error) => app.log.warn({ err: error }, 'live push failed'), limits });
  const heard = (message: string) => hub.heard(message);
  let stop: (() => unknown) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    const listen = app.db.listen;
    stop = listen ? await listen(INVALIDATE_CHANNEL, heard) : app.caches.subscribe(heard);
    heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_MS).unref();
  });
  // Before the server closes: it waits for open connections, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll();
    await stop?.();
  });

  app.decorate('live', {
    async stream(request: FastifyRequest, reply: FastifyReply, replace: boolean, notesAfter?: number) {
      const member = request.member;
      if (!member || !request.tokenHash) throw new AppError(401, 'unauthenticated');
      const address = request.ip;
      // Refused before any database work, so a flood of refused requests costs little; `add` below decides for good.
      const early = hub.refusal(member.id, address, replace);
      if (early) throw refusal(early, limits);
      const raw = reply.raw;
      // A client gone while the database was asked must not be added: its 'close' has already passed.
      let gone = false;
      const onGone = () => (gone = true);
      raw.once('close', onGone);
      // Marked before the snapshot is read: every movement committed after it announces itself.
      // The newest note read before the stream is added: one made meanwhile is sent after the snapshot.
      const [expiresAt, lastNote] = await Promise.all([
        tokenExpiry(app.db.db, request.tokenHash),
        notesAfter ?? lastNoteId(app.db.db, member.id),
        markListening(app.db.db, member.id, STREAM_MS + STREAM_JITTER_MS + MARK_SPARE_MS),
      ]);
      if (gone) return void reply.hijack();
      // Held only while the database was asked: an open stream keeps no listener it no longer needs.
      raw.off('close', onGone);
      const renewAfterMs = STREAM_MS + Math.floor(Math.random() * STREAM_JITTER_MS);
      const connection = new LiveReply(raw, member.id, request.tokenHash, address, renewAfterMs, expiresAt, lastNote);
      // No await from the `gone` check through the count and the add to the headers: concurrent requests
      // cannot all pass the caps, and a stream added is one whose client was still there.
      const refused = hub.add(connection, replace);
      if (refused) throw refusal(refused, limits);
      raw.on('close', () => hub.remove(connection));
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'close',
        'x-content-type-options': 'nosniff',
      });
      raw.flushHeaders();
      await hub.start(connection);
      // For this stream alone: the member's other streams heard every movement since they opened.
      setTimeout(() => hub.reread(connection, 'money'), MARK_RACE_MS).unref();
    },
    drop: (memberId: number) => hub.drop(memberId),
    get size() {
      return hub.size;
    },
  });
}

/** The 429 of a refused stream; the lobby retries it with back-off (src/features/live/live-connection.ts). */
function refusal(refused: LiveRefusal, limits: LiveLimits): AppError {
  return refused === 'member'
    ? new AppError(429, 'live_member_streams_full', { limit: limits.perMember }, { 'retry-after': '30' })
    : new AppError(429, 'live_address_streams_full', { limit: limits.perAddress }, { 'retry-after': '30' });
}

/**
 * `app.live`: hears the database's announcements through `app.caches` on PGlite. A stream reads
 * `request.member` (lobby-member) only when a member route calls it, so that plugin may come later.
 */
export const livePlugin = fp<{ limits: LiveLimits }>(async (app, options) => registerLive(app, options.limits), {
  name: 'lobby-live',
  fastify: '5.x',
  dependencies: ['lobby-caches'],
  decorators: { fastify: ['db', 'clock'] },
});
