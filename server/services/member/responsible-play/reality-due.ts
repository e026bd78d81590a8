import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authTokens, memberLimits } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';

const MINUTE_MS = 60_000;

/** Where a login stands with its reality check: the moment waiting for an answer (if any) and the next one. */
export interface RealityDue {
  minutes: number;
  startedAt: Date;
  /** The latest check moment passed and not answered since; null when none is waiting. */
  dueAt: Date | null;
  /** The first check moment after now; null when the check is off. */
  nextAt: Date | null;
}

/**
 * The check moments of a login are its start plus every whole interval (the lobby counts the same
 * ones, src/features/responsible-play/reality-timer.ts). One is due once it has passed and the login
 * has not answered since: an answer covers every moment before it.
 */
export function realityDueAt(startedAt: Date, minutes: number, answeredAt: Date | null, now: Date): Pick<RealityDue, 'dueAt' | 'nextAt'> {
  if (minutes <= 0) return { dueAt: null, nextAt: null };
  const period = minutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / period));
  const nextAt = new Date(startedAt.getTime() + (passed + 1) * period);
  if (passed === 0) return { dueAt: null, nextAt };
  const latest = new Date(startedAt.getTime() + passed * period);
  return { dueAt: answeredAt && answeredAt >= latest ? null : latest, nextAt };
}

/** The reality check of the login whose token hash is given; null for an unknown token. */
export async function realityDueOf(db: Db, tokenHash: string, now: Date): Promise<RealityDue | null> {
  const [row] = await db
    .select({ startedAt: authTokens.createdAt, answeredAt: authTokens.realityAnsweredAt, minutes: sql<number>`coalesce(${memberLimits.realityCheckMinutes}, 0)` })
    .from(authTokens)
    .leftJoin(memberLimits, eq(memberLimits.memberId, authTokens.memberId))
    .where(eq(authTokens.tokenHash, tokenHash));
  if (!row) return null;
  const minutes = Number(row.minutes);
  return { minutes, startedAt: row.startedAt, ...realityDueAt(row.startedAt, minutes, row.answeredAt, now) };
}

/**
 * 403 `{ message, code: 'reality_check_due', due_at }` while the login's reality check waits for an
 * answer: no bet is placed until the member has seen how long they have played and chosen to go on.
 */
export async function refuseIfRealityDue(db: Db, tokenHash: string | null, now: Date): Promise<void> {
  if (!tokenHash) return;
  const due = await realityDueOf(db, tokenHash, now);
  if (due?.dueAt) throw new AppError(403, 'reality_check_due', {}, {}, { code: 'reality_check_due', due_at: due.dueAt.toISOString() });
}

/** "Continue" on a reality check (lobby or game window): every moment until now is answered, for this login. */
export async function answerRealityCheck(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ realityAnsweredAt: now }).where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/**
 * A new interval counts as answered for every live login of the member: its moments start over from
 * the login's start, and one already passed under the new interval must not stop play unannounced
 * (the lobby plans only the moments still to come).
 */
export async function answerAllRealityChecks(db: Db, memberId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ realityAnsweredAt: now }).where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
}
