import { and, eq, gt, sql } from 'drizzle-orm';
import { LIMIT_COOLING_OFF_HOURS } from '../../../../domain/contracts/responsible-play.ts';
import { LIMIT_FIELDS, type LimitField } from '../../../../domain/contracts/responsible-play-types.ts';
import type { Db } from '../../../db/client.ts';
import { memberLimitPending, memberLimits } from '../../../db/schema/index.ts';
import { transact } from '../../../db/transact.ts';
import { AppError } from '../../../errors.ts';
import { lockMemberForLimits } from './deposit-limit-guard.ts';
import { foldDueLimits, limitColumns, readLimits, type LimitCents } from './limits.ts';

/** What a change did: fields that took effect at once, fields now waiting out the cooling-off. */
export interface ChangeOutcome {
  applied: LimitField[];
  pending: LimitField[];
}

const byField = (memberId: number, field: LimitField) => and(eq(memberLimitPending.memberId, memberId), eq(memberLimitPending.field, field));

/** A lower value, a first limit or the same value applies now; a raise or a removal waits. */
const appliesAtOnce = (current: number | null, next: number | null) => next !== null && (current === null || next <= current);

/**
 * Sets, lowers, raises or removes the member's deposit limits (each field given; a field left out
 * stays as it is). A lower value or a new limit applies at once and drops a pending raise of that
 * field; a higher value or a removal waits LIMIT_COOLING_OFF_HOURS (a pending one of the same value
 * keeps its time, another value starts the wait again). Any change answers the limit prompt.
 * Under the member's row lock, the lock deposits take (deposit-limit-guard.ts).
 */
export function changeLimits(db: Db, memberId: number, change: Partial<LimitCents>, now: Date): Promise<ChangeOutcome> {
  return transact(db, async (tx) => {
    await lockMemberForLimits(tx, memberId);
    await foldDueLimits(tx, memberId, now);
    const { limits, pending } = await readLimits(tx, memberId, now);
    const outcome: ChangeOutcome = { applied: [], pending: [] };
    const set: Partial<LimitCents> = {};
    const effectiveAt = new Date(now.getTime() + LIMIT_COOLING_OFF_HOURS * 3600_000);
    for (const field of LIMIT_FIELDS) {
      const next = change[field];
      if (next === undefined) continue;
      const waiting = pending.find((p) => p.field === field);
      if (appliesAtOnce(limits[field], next)) {
        set[field] = next;
        if (waiting) await tx.delete(memberLimitPending).where(byField(memberId, field));
        outcome.applied.push(field);
      } else if (next !== limits[field]) {
        // Removing no limit changes nothing; the same raise again keeps the time it already waited.
        if (!waiting || waiting.cents !== next) {
          await tx
            .insert(memberLimitPending)
            .values({ memberId, field, value: next, effectiveAt, createdAt: now })
            .onConflictDoUpdate({ target: [memberLimitPending.memberId, memberLimitPending.field], set: { value: next, effectiveAt, createdAt: now } });
        }
        outcome.pending.push(field);
      }
    }
    await tx
      .update(memberLimits)
      .set({ ...limitColumns(set), promptedAt: now, updatedAt: now })
      .where(eq(memberLimits.memberId, memberId));
    return outcome;
  });
}

/** Drops the pending raise or removal of one limit; 409 when none waits (a due one is already in force). */
export function cancelPendingLimit(db: Db, memberId: number, field: LimitField, now: Date): Promise<void> {
  return transact(db, async (tx) => {
    await lockMemberForLimits(tx, memberId);
    const dropped = await tx
      .delete(memberLimitPending)
      .where(and(byField(memberId, field), gt(memberLimitPending.effectiveAt, now)))
      .returning({ field: memberLimitPending.field });
    if (dropped.length === 0) throw new AppError(409, 'limit_nothing_pending');
  });
}

/** "Not now" on the limit prompt: remembered (the first answer's time kept), so the prompt is not shown again. */
export async function skipLimitPrompt(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .insert(memberLimits)
    .values({ memberId, promptedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: memberLimits.memberId, set: { promptedAt: sql`coalesce(${memberLimits.promptedAt}, excluded.prompted_at)`, updatedAt: now } });
}
