import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { tooSoon } from '../../errors.ts';

/**
 * Phone login and password reset are counted per address and per phone, every try (a success too):
 * an SMS code alone caps guesses per code, not the codes one may ask for. The routes count a try
 * only after its captcha is spent, so nobody without puzzles can use up a stranger's phone.
 */
export const PHONE_AUTH_WINDOW_MINUTES = 60;
/** Tries for one phone per window: a member who mistypes a few codes is never stopped. */
export const PHONE_AUTH_PER_PHONE = 10;
/** Tries from one address per window, all phones together; `PHONE_AUTH_PER_ADDRESS` raises it behind a large NAT. */
export const PHONE_AUTH_PER_ADDRESS = Number(process.env.PHONE_AUTH_PER_ADDRESS) || 30;

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
 * or the phone is over its cap. The address is counted first and a refused address leaves the
 * phone's count alone, so one sprayer cannot use up the tries of the phones it names.
 */
export async function countPhoneAuthTry(db: Db, input: { phone: string; address: string; now: Date }): Promise<void> {
  const { phone, address, now } = input;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const wait = windowStart.getTime() + windowMs - now.getTime();
  // Past windows are never counted; the `sweep-expired` job deletes them (server/jobs/).
  if ((await bump(db, 'address', address, windowStart)) > PHONE_AUTH_PER_ADDRESS) throw tooSoon('phone_auth_wait', wait);
  if ((await bump(db, 'phone', phone, windowStart)) > PHONE_AUTH_PER_PHONE) throw tooSoon('phone_auth_wait', wait);
}
