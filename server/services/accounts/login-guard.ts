import type { Db } from '../../db/client.ts';
import { transact } from '../../db/transact.ts';
import { AppError, tooSoon } from '../../errors.ts';
import { clearTries, giveBack, guardDelaySeconds, guardState, takeTry, type GuardRule, type GuardTicket } from '../guards/guard-counters.ts';

/**
 * Failed logins are counted per (address, name) pair, never per name alone: a stranger who fails
 * for a name slows down only their own tries from their own address, so they cannot lock the real
 * member out. Each address also counts all its names together, against spraying many names; past
 * that count its tries need a solved captcha and wait a short growing delay, but are still checked,
 * so the members who share the address (a school, an office, a mobile carrier's NAT) still get in.
 * Every try is counted before its password is checked (server/services/guards/guard-counters.ts).
 */

/** Failures of one address for one name that are free; after them each try waits longer. */
export const LOGIN_FREE_FAILURES = 3;
/** Longest wait between two tries of one address for one name. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** Failures of one pair count this long: growing delays then start again from nothing. */
export const LOGIN_PAIR_MEMORY_HOURS = 24;
/** Failed logins per address (all names together) within the window before captcha and delays. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MINUTES = 15;
/** Past the address's free failures: the longest wait between its tries, short enough for a member who shares it. */
export const LOGIN_ADDRESS_MAX_DELAY_SECONDS = 60;

const pairRule: GuardRule = { scope: 'login_pair', windowSeconds: LOGIN_PAIR_MEMORY_HOURS * 3600, free: LOGIN_FREE_FAILURES, maxDelaySeconds: LOGIN_MAX_DELAY_SECONDS };
const addressRule: GuardRule = { scope: 'login_address', windowSeconds: LOGIN_WINDOW_MINUTES * 60, free: LOGIN_FAILURES_PER_ADDRESS, maxDelaySeconds: LOGIN_ADDRESS_MAX_DELAY_SECONDS };
const pairOf = (name: string, address: string) => `${address}|${name.toLowerCase()}`;

/** Seconds an address waits after its `failures`-th failure for one name: 2^(n-3), capped; 0 while free. */
export const loginDelaySeconds = (failures: number): number => guardDelaySeconds(pairRule, failures);

/** Seconds an address waits after its `failures`-th failure over all names: 2^(n-20), capped at 60; 0 while free. */
export const addressDelaySeconds = (failures: number): number => guardDelaySeconds(addressRule, failures);

/** A counted login try: the right password gives it back. */
export interface LoginTicket {
  pair: GuardTicket;
  address: GuardTicket | null;
}

/**
 * Before any captcha is spent: refuses (429) a try that would have to wait anyway, and says whether
 * this address is past its free failures, so the try needs a solved captcha. Only a read: the
 * count that decides is taken by `takeLoginTry`.
 */
export async function loginPrecheck(db: Db, name: string, address: string, now: Date): Promise<{ captchaNeeded: boolean }> {
  const [pair, byAddress] = await Promise.all([guardState(db, pairRule, pairOf(name, address), now), guardState(db, addressRule, address, now)]);
  const wait = Math.max(pair.waitMs, byAddress.waitMs);
  if (wait > 0) throw tooSoon('login_wait', wait);
  return { captchaNeeded: byAddress.tries >= LOGIN_FAILURES_PER_ADDRESS };
}

/**
 * Counts one login try for the address and the pair, both or neither (one transaction); throws 429
 * (how long to wait) or 422 `login_captcha_required` when a guard holds. Only a try that got its
 * ticket may check the password.
 */
export async function takeLoginTry(db: Db, name: string, address: string, now: Date, captchaSolved: boolean): Promise<LoginTicket> {
  return transact(db, async (tx) => {
    const byAddress = await takeTry(tx, addressRule, address, now, { pastFree: captchaSolved });
    if (!byAddress) {
      const state = await guardState(tx, addressRule, address, now);
      if (state.waitMs > 0) throw tooSoon('login_wait', state.waitMs);
      throw new AppError(422, 'login_captcha_required');
    }
    const pair = await takeLoginPairTry(tx, name, address, now);
    return { pair: pair.pair, address: byAddress };
  });
}

/**
 * Counts one try of the pair alone (a signed-in member re-entering their password: the session
 * already proves who they are, so other members' failures from the address do not stop them).
 */
export async function takeLoginPairTry(db: Db, name: string, address: string, now: Date): Promise<LoginTicket> {
  const pair = await takeTry(db, pairRule, pairOf(name, address), now);
  if (!pair) throw tooSoon('login_wait', (await guardState(db, pairRule, pairOf(name, address), now)).waitMs);
  return { pair, address: null };
}

/** The right password: the pair's failures are forgiven and this try is not counted for the address. */
export async function loginSucceeded(db: Db, ticket: LoginTicket): Promise<void> {
  await clearTries(db, ticket.pair.scope, ticket.pair.subject);
  if (ticket.address) await giveBack(db, ticket.address);
}
