import { eq } from 'drizzle-orm';
import type { StopCode, StopRefusal } from '../../../../domain/contracts/responsible-play-types.ts';
import type { Db } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transact.ts';
import { AppError } from '../../../errors.ts';
import { serverClockText } from '../../../../domain/time/operator-time.ts';

/** A time-out or self-exclusion running now. */
export interface ActiveStop {
  code: StopCode;
  until: Date;
}

/** The two columns of a member's stops. */
export interface StopColumns {
  timeOutUntil: Date | null;
  excludedUntil: Date | null;
}

/**
 * The member's running stop, or null. Inside a transaction the row is read FOR SHARE: a stop being
 * written waits for the guarded transaction (or the guard waits for the stop), so money never moves
 * across a stop's start. Outside one a lock would end with the read, so it is a plain read.
 * Self-exclusion is the one named when both run.
 */
export async function activeStop(db: Db, memberId: number, now: Date): Promise<ActiveStop | null> {
  const read = db.select({ timeOutUntil: members.timeOutUntil, excludedUntil: members.excludedUntil }).from(members).where(eq(members.id, memberId));
  const [row] = inTransaction(db) ? await read.for('share') : await read;
  return row ? stopIn(row, now) : null;
}

export function stopIn(row: StopColumns, now: Date): ActiveStop | null {
  if (row.excludedUntil && row.excludedUntil > now) return { code: 'self_excluded', until: row.excludedUntil };
  if (row.timeOutUntil && row.timeOutUntil > now) return { code: 'timed_out', until: row.timeOutUntil };
  return null;
}

/**
 * HTTP 403 `{ message, code: 'stopped_withdraw_only', stop, until }` (StopRefusal): the message, in the
 * caller's language, names the end (GMT+8) and what stays open.
 */
export function stopRefusal(stop: ActiveStop): AppError {
  const key = stop.code === 'timed_out' ? 'stop_timed_out' : 'stop_self_excluded';
  const fields: Omit<StopRefusal, 'message'> = { code: 'stopped_withdraw_only', stop: stop.code, until: stop.until.toISOString() };
  return new AppError(403, key, { until: serverClockText(stop.until) }, {}, fields);
}

/**
 * Refuses (403) what a stopped member may not do: deposit, move money into a game or Yu-EBao, open a
 * game, draw in an event, check in or collect a bonus or rebate, apply for a promotion. Signing in,
 * balances, moving money out of games and Yu-EBao, bank cards and withdrawals stay open (README
 * "Time-out and self-exclusion"). Every path calls it inside the transaction of the action it guards
 * (the row is then read FOR SHARE), never on the session's cached copy of the member, which may be
 * a moment old.
 */
export async function refuseIfStopped(db: Db, memberId: number, now: Date): Promise<void> {
  const stop = await activeStop(db, memberId, now);
  if (stop) throw stopRefusal(stop);
}
