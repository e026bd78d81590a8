import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { tooSoon } from '../../errors.ts';

/**
 * Phone login and password reset are counted per (phone, address) pair and per address, every try
 * (a success too), like the name login (login-guard.ts): a stranger who spends the tries of a phone
 * spends only their own address's share, so the owner's right code from their own address still
 * works. There is no count per phone over all addresses: one would be spent by whoever names the
 * phone, and guessing a phone's codes from many addresses is already capped per code
 * (sms-codes.ts: 30 guesses over all addresses, then the code is dead). The routes count a try only
 * after its captcha is spent, so nobody without puzzles can use up an address's tries.
 */
export const PHONE_AUTH_WINDOW_MINUTES = 60;
/** Tries of one address for one phone per window: a member who mistypes a few codes is never stopped. */
export const PHONE_AUTH_PER_PAIR = 10;
/**
 * Tries from one address per window, all phones together, unless `PHONE_AUTH_PER_ADDRESS` says
 * otherwise (server/config/: raised behind a large NAT).
 */
export const PHONE_AUTH_PER_ADDRESS = 30;

const windowMs = PHONE_AUTH_WINDOW_MINUTES * 60_000;

/** Adds one hit to the subject's current window in one statement and returns the new count. */
async function bump(db: Db, scope: string, subject: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(authAttempts)
    .values({ scope, subject, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [authAttempts.scope, authAttempts.subject, authAttempts.windowStart],
      set: { hits: sql`${authAttempts.hits} + 1` },
    })
    .returning({ hits: authAttempts.hits });
  return row!.hits;
}

/**
 * Counts one phone login or reset try; refuses it (429, saying how long to wait) when the address
 * (all phones: `perAddress`, PHONE_AUTH_PER_ADDRESS) or the address for this phone is over its cap. Each count is one upsert that returns
 * the new count, so racing tries are refused exactly past the cap; a refused address leaves its
 * pairs alone.
 */
export async function countPhoneAuthTry(db: Db, input: { phone: string; address: string; now: Date; perAddress: number }): Promise<void> {
  const { phone, address, now, perAddress } = input;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const wait = windowStart.getTime() + windowMs - now.getTime();
  // Past windows are never counted; the `sweep-expired` job deletes them (server/jobs/).
  if ((await bump(db, 'address', address, windowStart)) > perAddress) throw tooSoon('phone_auth_wait', wait);
  if ((await bump(db, 'pair', `${address}|${phone}`, windowStart)) > PHONE_AUTH_PER_PAIR) throw tooSoon('phone_auth_wait', wait);
}
