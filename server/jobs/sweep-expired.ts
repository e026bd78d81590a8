import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authAttempts, captchas, gameTickets, jobRuns, playSessions } from '../db/schema/index.ts';
import { guardCounters } from '../db/schema/guards.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { IDEMPOTENCY_KEY_HOURS } from '../plugins/idempotency.ts';
import { slotPeriod, type JobDefinition } from './job.ts';

const HOUR_MS = 3600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Rows no request can use any more: every reader checks the expiry itself, so the sweep only keeps
 * the tables small and may run late. The margins are those the request paths used to sweep with.
 */
export async function sweepExpired(db: Db, now: Date): Promise<number> {
  // One after the other: inside the job's transaction they share one connection.
  const sweeps = [
    // An hour past expiry: a late check of a puzzle still finds it spent rather than unknown.
    () => db.delete(captchas).where(lt(captchas.expiresAt, ago(now, HOUR_MS))).returning({ key: captchas.key }),
    // Past every guard's window (the longest is the login pair's 24 h).
    () => db.delete(guardCounters).where(lt(guardCounters.lastAt, ago(now, 24 * HOUR_MS))).returning({ s: guardCounters.subject }),
    // Windows before the previous one (an hour each).
    () => db.delete(authAttempts).where(lt(authAttempts.windowStart, ago(now, 2 * HOUR_MS))).returning({ s: authAttempts.subject }),
    // Answers past their hours are no longer replayed: their bodies go, the keys stay spent for good
    // (the ledger keeps its key of the money moved). Claims never answered (a request that died) go.
    () =>
      db
        .update(idempotencyKeys)
        .set({ body: null })
        .where(and(lt(idempotencyKeys.createdAt, ago(now, IDEMPOTENCY_KEY_HOURS * HOUR_MS)), isNotNull(idempotencyKeys.body)))
        .returning({ k: idempotencyKeys.key }),
    () =>
      db
        .delete(idempotencyKeys)
        .where(and(lt(idempotencyKeys.createdAt, ago(now, IDEMPOTENCY_KEY_HOURS * HOUR_MS)), isNull(idempotencyKeys.statusCode)))
        .returning({ k: idempotencyKeys.key }),
    () => db.delete(gameTickets).where(lt(gameTickets.expiresAt, now)).returning({ h: gameTickets.ticketHash }),
    () => db.delete(playSessions).where(lt(playSessions.expiresAt, now)).returning({ h: playSessions.tokenHash }),
    // The jobs' own history: a month is enough for `npm run ops -- jobs`.
    () => db.delete(jobRuns).where(lt(jobRuns.startedAt, ago(now, 31 * 24 * HOUR_MS))).returning({ j: jobRuns.job }),
  ];
  let deleted = 0;
  for (const sweep of sweeps) deleted += (await sweep()).length;
  return deleted;
}

/** Expired captchas, guard counters, phone-auth windows, idempotency answers, game tickets and play sessions, hourly. */
export const sweepExpiredJob: JobDefinition = {
  name: 'sweep-expired',
  summary: 'delete expired captchas, login guards, idempotency answers, game tickets and play sessions',
  cron: '7 * * * *',
  periodOf: slotPeriod(60),
  run: sweepExpired,
};
