import type { Db } from '../../db/client.ts';
import { tooSoon } from '../../errors.ts';
import { giveBack, guardState, takeTry, type GuardRule, type GuardTicket } from '../guards/guard-counters.ts';

/** Wrong withdrawal passwords allowed per member in the window; the next try waits for the window. */
export const QK_PWD_FAILURES = 5;
export const QK_PWD_WINDOW_MINUTES = 15;
/**
 * Wrong withdrawal passwords allowed from one address over all members in the same window: someone
 * holding many members' sessions (or one member's, through many tokens) still gets few guesses, while
 * an office or a carrier's NAT with a few members mistyping stays well under it.
 */
export const QK_PWD_ADDRESS_FAILURES = 20;
const perMember: GuardRule = { scope: 'qk_pwd', windowSeconds: QK_PWD_WINDOW_MINUTES * 60, free: QK_PWD_FAILURES };
const perAddress: GuardRule = { scope: 'qk_pwd_address', windowSeconds: QK_PWD_WINDOW_MINUTES * 60, free: QK_PWD_ADDRESS_FAILURES };

/** The two counted tries of one check: what `qkPwdAccepted` gives back. */
export interface QkPwdTicket {
  member: GuardTicket;
  address: GuardTicket;
}

/**
 * Counts one withdrawal password try (withdrawal, bank card, changing it) before it is checked: for
 * the address, then for the member, each in one statement, so concurrent tries cannot pass either
 * cap. Refuses (429, how long to wait) when either window's tries are spent; an address refused
 * costs the member nothing, and a member refused gives the address its try back. Only a try that
 * got its ticket may check the password.
 */
export async function takeQkPwdTry(db: Db, memberId: number, address: string, now: Date): Promise<QkPwdTicket> {
  const fromAddress = await takeTry(db, perAddress, address, now);
  if (!fromAddress) throw tooSoon('qk_pwd_locked', (await guardState(db, perAddress, address, now)).waitMs);
  const ofMember = await takeTry(db, perMember, String(memberId), now);
  if (!ofMember) {
    await giveBack(db, fromAddress);
    throw tooSoon('qk_pwd_locked', (await guardState(db, perMember, String(memberId), now)).waitMs);
  }
  return { member: ofMember, address: fromAddress };
}

/** The right withdrawal password: its try was no failure, for the member nor the address. */
export async function qkPwdAccepted(db: Db, ticket: QkPwdTicket): Promise<void> {
  await giveBack(db, ticket.member);
  await giveBack(db, ticket.address);
}
