import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/translate.ts';
import { realitySession } from '../member/responsible-play/reality-check.ts';
import { realityDueOf } from '../member/responsible-play/reality-due.ts';
import { balanceOf, providerWalletOf } from './ledger.ts';
import { fromCents } from './money.ts';
import { lobbyText } from './lobby-text.ts';

/** A reality check waiting in a game window: its text and this login's figures, in the member's language. */
export interface TableRealityDue {
  /** The check moment (ISO): the lobby's tabs close their dialog for it when the game window answers. */
  at: string;
  /** "You have been logged in for 1 h 0 min." */
  text: string;
  bets: string;
  wins: string;
  deposits: string;
  net: string;
}

/** What the game window's script shows and plans by: the game wallet, a due check, and when the next one comes. */
export interface TableState {
  balance: string;
  due: TableRealityDue | null;
  /** Milliseconds from the server's now to the next check moment; null with the check off. */
  next_in_ms: number | null;
}

/** "1 h 5 min" / "35 min", in the lobby's words. */
function loggedInText(lang: Lang, startedAt: Date, at: Date): string {
  const total = Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 60_000));
  const [hours, minutes] = [Math.floor(total / 60), total % 60];
  const time = hours > 0 ? lobbyText(lang, 'responsible.hoursMinutes', { hours, minutes }) : lobbyText(lang, 'responsible.minutesOnly', { minutes });
  return lobbyText(lang, 'responsible.loggedIn', { time });
}

/** The state of a game window's table for the login (`authTokenHash`) it was opened from. */
export async function tableState(db: Db, session: { memberId: number; apiName: string; lang: Lang; authTokenHash: string | null }, now: Date): Promise<TableState> {
  const [balanceCents, reality] = await Promise.all([
    balanceOf(db, providerWalletOf(session.memberId, session.apiName)),
    session.authTokenHash ? realityDueOf(db, session.authTokenHash, now) : Promise.resolve(null),
  ]);
  let due: TableRealityDue | null = null;
  if (reality?.dueAt && session.authTokenHash) {
    const figures = await realitySession(db, session.memberId, session.authTokenHash);
    due = {
      at: reality.dueAt.toISOString(),
      text: loggedInText(session.lang, reality.startedAt, reality.dueAt),
      bets: figures.bets,
      wins: figures.wins,
      deposits: figures.deposits,
      net: figures.net,
    };
  }
  return { balance: fromCents(balanceCents), due, next_in_ms: reality?.nextAt ? reality.nextAt.getTime() - now.getTime() : null };
}

/** Kept for the bet reply's text: the outcome of one bet in the member's language. */
export function betOutcomeText(lang: Lang, stakeCents: number, payoutCents: number): string {
  return payoutCents > 0
    ? translate(lang, 'demo_won', { stake: fromCents(stakeCents), payout: fromCents(payoutCents) })
    : translate(lang, 'demo_lost', { stake: fromCents(stakeCents) });
}
