import { and, count, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { tooSoon } from '../errors.ts';

/**
 * Failed logins are counted per (address, name) pair, never per name alone: a stranger who fails
 * for a name slows down only their own tries from their own address, so they cannot lock the real
 * member out. Each address also has a cap over all names, against spraying many names.
 */

/** Failures of one address for one name that are free; after them each try waits longer. */
export const LOGIN_FREE_FAILURES = 3;
/** Longest wait between two tries of one address for one name. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** Failures of one pair count this long: growing delays then start again from nothing. */
export const LOGIN_PAIR_MEMORY_HOURS = 24;
/** Failed logins allowed per address (all names together) within the window. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MINUTES = 15;

const PAIR = 'pair';
const ADDRESS = 'address';
const pairOf = (name: string, address: string) => `${address}|${name.toLowerCase()}`;
const minutesMs = (minutes: number) => minutes * 60_000;

/** Seconds an address waits after its `failures`-th failure for one name: 2^(n-3), capped; 0 while free. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_DELAY_SECONDS);
}

/** Milliseconds until this address may try this name again (0: now). */
async function pairWaitMs(db: Db, name: string, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - minutesMs(LOGIN_PAIR_MEMORY_HOURS * 60));
  const [row] = await db
    .select({ n: count(), last: max(authFailures.createdAt) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, PAIR), eq(authFailures.subject, pairOf(name, address)), gt(authFailures.createdAt, since)));
  const delayMs = loginDelaySeconds(row?.n ?? 0) * 1000;
  if (!delayMs || !row?.last) return 0;
  return Math.max(0, new Date(row.last).getTime() + delayMs - now.getTime());
}

/** Milliseconds until the address is under its cap again: when its cap-th newest failure leaves the window. */
async function addressWaitMs(db: Db, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - minutesMs(LOGIN_WINDOW_MINUTES));
  const [row] = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.scope, ADDRESS), eq(authFailures.subject, address), gt(authFailures.createdAt, windowStart)))
    .orderBy(desc(authFailures.createdAt))
    .offset(LOGIN_FAILURES_PER_ADDRESS - 1)
    .limit(1);
  if (!row) return 0;
  return Math.max(0, new Date(row.at).getTime() + minutesMs(LOGIN_WINDOW_MINUTES) - now.getTime());
}

/** Refuses a login try (429, saying how long to wait) while the pair's delay or the address cap holds. */
export async function assertLoginAllowed(db: Db, name: string, address: string, now: Date): Promise<void> {
  const [pairWait, addressWait] = await Promise.all([pairWaitMs(db, name, address, now), addressWaitMs(db, address, now)]);
  const wait = Math.max(pairWait, addressWait);
  if (wait > 0) throw tooSoon('login_wait', wait);
}

export async function recordLoginFailure(db: Db, name: string, address: string, now: Date): Promise<void> {
  // Rows past every window are useless; sweeping here keeps the table small without a timer.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - minutesMs(LOGIN_PAIR_MEMORY_HOURS * 60))));
  await db.insert(authFailures).values([
    { scope: PAIR, subject: pairOf(name, address), createdAt: now },
    { scope: ADDRESS, subject: address, createdAt: now },
  ]);
}

/** A successful login forgives this address's earlier failures for the name (the address cap keeps counting). */
export async function clearLoginFailures(db: Db, name: string, address: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, PAIR), eq(authFailures.subject, pairOf(name, address))));
}
