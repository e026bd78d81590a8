import type { Lang } from './lang';
import type { BalanceBreakdown } from './replies/money-text';

/**
 * The member's live stream (`GET /api/member/live`, Server-Sent Events): each event is
 * `event: <name>` and `data: <JSON>`. The server reads every value when it sends it, so the last
 * event of a name is the current value; `snapshot` comes first on every (re)connect.
 */
export interface LiveSwitches {
  is_redbag_open: '0' | '1';
  activity_wheel_is_open: '0' | '1';
}

export interface LiveMoney {
  /** The centre wallet, 2-decimal string. */
  balance: string;
  /** Game wallets by api_code (only those the member has ever moved money into). */
  wallets: Record<string, string>;
  /** The version these balances were read at (session-types.ts). */
  balance_version: number;
  /** Centre + game wallets + Yu-EBao and where it sits, read with the balances at that version. */
  total_balance: string;
  breakdown: BalanceBreakdown;
}

export interface LiveUnread {
  unread: number;
}

export type LiveSnapshot = LiveMoney & LiveUnread & { switches: LiveSwitches };

/** A moment told once: a deposit approved, or a bonus credited (named in every language). */
export interface LiveNote {
  /** Grows with each note of the member: the lobby shows each id once, and says the last it showed when it reconnects. */
  id: number;
  kind: 'deposit' | 'bonus';
  /** 2-decimal string. */
  amount: string;
  /** The bonus's name; null for a deposit. */
  name: Record<Lang, string> | null;
}

export interface LiveNotes {
  notes: LiveNote[];
}

/**
 * Every event by name. `notices`, `agent`, `withdrawals` (one was paid or refused) and `feedback` (one was answered) only say that something
 * changed (the page re-reads it); `notes`: moments told once, never in a snapshot, each sent to a stream once; `logout`: the session ended, the stream closes;
 * `replaced`: a newer stream of the member took this one's place (the member had as many open as allowed), the stream closes and the lobby
 * reconnects later without taking another's place.
 */
export interface LiveEvents {
  snapshot: LiveSnapshot;
  money: LiveMoney;
  mail: LiveUnread;
  switches: LiveSwitches;
  notices: Record<string, never>;
  agent: Record<string, never>;
  withdrawals: Record<string, never>;
  feedback: Record<string, never>;
  notes: LiveNotes;
  logout: Record<string, never>;
  replaced: Record<string, never>;
}

export type LiveEventName = keyof LiveEvents;
export type LiveEvent = { [K in LiveEventName]: { name: K; data: LiveEvents[K] } }[LiveEventName];
