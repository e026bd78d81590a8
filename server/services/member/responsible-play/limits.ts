import { and, eq, lte } from 'drizzle-orm';
import { LIMIT_FIELDS, type LimitField, type RealityCheckMinutes } from '../../../../domain/contracts/responsible-play-types.ts';
import type { MemberLimits } from '../../../../domain/contracts/replies/responsible-play.ts';
import type { Db } from '../../../db/client.ts';
import { memberLimitPending, memberLimits, members } from '../../../db/schema/index.ts';
import { fromCents } from '../../money/money.ts';
import { depositUsage } from './limit-usage.ts';

/** A limit per period in cents; null is "no limit". */
export type LimitCents = Record<LimitField, number | null>;

/** A raise or removal still waiting out its cooling-off. */
export interface PendingCents {
  field: LimitField;
  cents: number | null;
  effectiveAt: Date;
}

/** The limits in force now, what still waits, and the member's other settings of the limits row. */
export interface LimitState {
  limits: LimitCents;
  pending: PendingCents[];
  realityCheckMinutes: RealityCheckMinutes;
  promptedAt: Date | null;
}

export const NO_LIMITS: LimitCents = { deposit_day: null, deposit_week: null, deposit_month: null };

const isField = (field: string): field is LimitField => (LIMIT_FIELDS as readonly string[]).includes(field);

/**
 * The member's limits as they stand at `now`. A pending row whose time has come IS the limit (it is
 * folded into member_limits only on the member's next change, `foldDueLimits`), so no job has to
 * run at the 24-hour mark for a raise to take effect.
 */
export async function readLimits(db: Db, memberId: number, now: Date): Promise<LimitState> {
  const [[row], waiting] = await Promise.all([
    db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId)),
    db.select().from(memberLimitPending).where(eq(memberLimitPending.memberId, memberId)),
  ]);
  const limits: LimitCents = row ? { deposit_day: row.depositDay, deposit_week: row.depositWeek, deposit_month: row.depositMonth } : { ...NO_LIMITS };
  const pending: PendingCents[] = [];
  for (const p of waiting) {
    if (!isField(p.field)) continue;
    if (p.effectiveAt <= now) limits[p.field] = p.value;
    else pending.push({ field: p.field, cents: p.value, effectiveAt: p.effectiveAt });
  }
  pending.sort((a, b) => LIMIT_FIELDS.indexOf(a.field) - LIMIT_FIELDS.indexOf(b.field));
  return {
    limits,
    pending,
    // The column's CHECK (migration 0034) holds it to the four choices.
    realityCheckMinutes: (row?.realityCheckMinutes ?? 0) as RealityCheckMinutes,
    promptedAt: row?.promptedAt ?? null,
  };
}

const columnOf = { deposit_day: 'depositDay', deposit_week: 'depositWeek', deposit_month: 'depositMonth' } as const;

/** member_limits' columns for a set of limits. */
export function limitColumns(limits: Partial<LimitCents>): Partial<Record<(typeof columnOf)[LimitField], number | null>> {
  const set: Partial<Record<(typeof columnOf)[LimitField], number | null>> = {};
  for (const field of LIMIT_FIELDS) if (limits[field] !== undefined) set[columnOf[field]] = limits[field];
  return set;
}

/**
 * Writes the pending rows that are due into member_limits and deletes them, so the row holds the
 * limits in force. Runs in the caller's transaction, under the member's lock (limit-changes.ts).
 */
export async function foldDueLimits(tx: Db, memberId: number, now: Date): Promise<void> {
  const due = await tx
    .delete(memberLimitPending)
    .where(and(eq(memberLimitPending.memberId, memberId), lte(memberLimitPending.effectiveAt, now)))
    .returning();
  const set: Partial<LimitCents> = {};
  for (const p of due) if (isField(p.field)) set[p.field] = p.value;
  await tx
    .insert(memberLimits)
    .values({ memberId, ...limitColumns(set), updatedAt: now })
    .onConflictDoUpdate({ target: memberLimits.memberId, set: { ...limitColumns(set), updatedAt: now } });
}

const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** `GET /member/limits`: limits in force, pending changes, what each period used, and the member's stops. */
export async function memberLimitsView(db: Db, memberId: number, now: Date): Promise<MemberLimits> {
  const [state, used, [stops]] = await Promise.all([
    readLimits(db, memberId, now),
    depositUsage(db, memberId, now),
    db.select({ timeOut: members.timeOutUntil, excluded: members.excludedUntil }).from(members).where(eq(members.id, memberId)),
  ]);
  return {
    deposit_day: money(state.limits.deposit_day),
    deposit_week: money(state.limits.deposit_week),
    deposit_month: money(state.limits.deposit_month),
    pending: state.pending.map((p) => ({ field: p.field, value: money(p.cents), effective_at: p.effectiveAt.toISOString() })),
    used: { deposit_day: fromCents(used.deposit_day), deposit_week: fromCents(used.deposit_week), deposit_month: fromCents(used.deposit_month) },
    reality_check_minutes: state.realityCheckMinutes,
    // A stop that has ended is no stop: the page shows none.
    time_out_until: stops?.timeOut && stops.timeOut > now ? stops.timeOut.toISOString() : null,
    excluded_until: stops?.excluded && stops.excluded > now ? stops.excluded.toISOString() : null,
    prompted: state.promptedAt !== null,
  };
}
