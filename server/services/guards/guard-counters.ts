import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardCounters } from '../../db/schema/guards.ts';

/**
 * Counters that guard a secret (a password, a withdrawal password, an SMS code). A try is counted
 * BEFORE its secret is checked, by one conditional upsert that only succeeds while the guard allows
 * a try; only a try whose row came back may be checked. Concurrent tries therefore can never be
 * checked more often than the guard allows (a read followed by a write would let them all through).
 * A try that turns out right gives its count back.
 */
export interface GuardRule {
  scope: string;
  /** Tries count this long from the window's first; then the count starts again. */
  windowSeconds: number;
  /** Tries allowed back to back in one window. */
  free: number;
  /** Past `free`, one try per delay (1, 2, 4 … s up to this); absent: no try until the window ends. */
  maxDelaySeconds?: number;
}

/** A counted try: what `giveBack` needs to return it to the window it was taken from. */
export interface GuardTicket {
  scope: string;
  subject: string;
  tries: number;
  windowStart: Date;
}

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds to wait after `tries` tries before the next one: 0 while free, Infinity when only the window's end frees it. */
export function guardDelaySeconds(rule: GuardRule, tries: number): number {
  if (tries < rule.free) return 0;
  if (rule.maxDelaySeconds === undefined) return Infinity;
  return Math.min(2 ** (tries - rule.free), rule.maxDelaySeconds);
}

/**
 * Counts one try of `subject` in one statement, or writes nothing and returns null when the guard
 * holds. `pastFree: false` refuses every try past the free ones even when the delay has passed
 * (the login's address guard: past its free tries, only tries with a solved captcha).
 */
export async function takeTry(db: Db, rule: GuardRule, subject: string, now: Date, options: { pastFree?: boolean } = {}): Promise<GuardTicket | null> {
  const c = guardCounters;
  const expired = sql`${c.windowStart} <= ${stamp(new Date(now.getTime() - rule.windowSeconds * 1000))}`;
  const delayed =
    rule.maxDelaySeconds !== undefined && options.pastFree !== false
      ? sql` OR ${c.lastAt} + least(power(2, ${c.tries} - ${rule.free}::int), ${rule.maxDelaySeconds}::int) * interval '1 second' <= ${stamp(now)}`
      : sql``;
  const [row] = await db
    .insert(c)
    .values({ scope: rule.scope, subject, tries: 1, windowStart: now, lastAt: now })
    .onConflictDoUpdate({
      target: [c.scope, c.subject],
      set: {
        tries: sql`CASE WHEN ${expired} THEN 1 ELSE ${c.tries} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${stamp(now)} ELSE ${c.windowStart} END`,
        lastAt: now,
      },
      setWhere: sql`${expired} OR ${c.tries} < ${rule.free}::int${delayed}`,
    })
    .returning({ tries: c.tries, windowStart: c.windowStart });
  return row ? { scope: rule.scope, subject, tries: row.tries, windowStart: row.windowStart } : null;
}

/** Tries counted in the subject's current window, and milliseconds until the next one is allowed (0: now). */
export async function guardState(db: Db, rule: GuardRule, subject: string, now: Date): Promise<{ tries: number; waitMs: number }> {
  const [row] = await db
    .select({ tries: guardCounters.tries, windowStart: guardCounters.windowStart, lastAt: guardCounters.lastAt })
    .from(guardCounters)
    .where(and(eq(guardCounters.scope, rule.scope), eq(guardCounters.subject, subject)));
  const windowEnd = row ? row.windowStart.getTime() + rule.windowSeconds * 1000 : 0;
  if (!row || windowEnd <= now.getTime()) return { tries: 0, waitMs: 0 };
  const delay = guardDelaySeconds(rule, row.tries);
  const next = delay === Infinity ? windowEnd : Math.min(windowEnd, row.lastAt.getTime() + delay * 1000);
  return { tries: row.tries, waitMs: Math.max(0, next - now.getTime()) };
}

/** A right secret: its try is not a failure, so the count goes back (only in the window it was taken from). */
export async function giveBack(db: Db, ticket: GuardTicket): Promise<void> {
  const c = guardCounters;
  await db
    .update(c)
    .set({ tries: sql`${c.tries} - 1` })
    .where(and(eq(c.scope, ticket.scope), eq(c.subject, ticket.subject), eq(c.windowStart, ticket.windowStart), gt(c.tries, 0)));
}

/** Forgets the subject's tries altogether (a right password forgives the pair's earlier failures). */
export async function clearTries(db: Db, scope: string, subject: string): Promise<void> {
  await db.delete(guardCounters).where(and(eq(guardCounters.scope, scope), eq(guardCounters.subject, subject)));
}

// Rows past every window are deleted by the `sweep-expired` job (server/jobs/), never by a request.
