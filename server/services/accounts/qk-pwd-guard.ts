import type { Db } from '../../db/client.ts';
import { tooSoon } from '../../errors.ts';
import { giveBack, guardState, takeTry, type GuardRule, type GuardTicket } from '../platform/guard-counters.ts';

/** Wrong withdrawal passwords allowed per member in the window; the next try waits for the window. */
export const QK_PWD_FAILURES = 5;
export const QK_PWD_WINDOW_MINUTES = 15;
const rule: GuardRule = { scope: 'qk_pwd', windowSeconds: QK_PWD_WINDOW_MINUTES * 60, free: QK_PWD_FAILURES };

/**
 * Counts one withdrawal password try of the member before it is checked (one statement, so
 * concurrent tries cannot pass the cap); refuses (429, how long to wait) when the window's tries are
 * spent. Only a try that got its ticket may check the password.
 */
export async function takeQkPwdTry(db: Db, memberId: number, now: Date): Promise<GuardTicket> {
  const ticket = await takeTry(db, rule, String(memberId), now);
  if (!ticket) throw tooSoon('qk_pwd_locked', (await guardState(db, rule, String(memberId), now)).waitMs);
  return ticket;
}

/** The right withdrawal password: its try was no failure. */
export const qkPwdAccepted = (db: Db, ticket: GuardTicket): Promise<void> => giveBack(db, ticket);
