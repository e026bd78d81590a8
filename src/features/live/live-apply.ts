import type { QueryClient, Query } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import { contentKeys, eventKeys, feedbackKeys, isMailList, teamKeys, withdrawalKeys } from '../../api/query-keys';
import { unreadMailQuery } from '../../components/use-unread-mail';
import type { LiveEvent, LiveMoney, LiveSwitches } from '../../../domain/contracts/live';
import type { AppState } from '../../store/app-store';
import { sameBalance } from '../../store/balance-rule';
import type { NoteToaster } from './live-notes';

/** Queries an event's switch changes: the pages re-read it and close their Start. */
const EVENT_KEYS = [eventKeys.wheelSetting, eventKeys.wheel, eventKeys.redbagDesc];

export interface LiveApplyDeps {
  store: StoreApi<AppState>;
  queries: QueryClient;
  /** The queries that show money (app/query-client.ts). */
  followsMoney(query: Pick<Query, 'queryKey'>): boolean;
  /** The member key of the session this stream is for (store/use-member-key.ts). */
  member: string;
  /** Toasts the deposits approved and bonuses credited (live-notes.ts). */
  notes: NoteToaster;
}

/**
 * Puts what the stream says where the lobby shows it: the balance in the session (the header, and
 * through its subscription the money lists), the unread count in its query (the header's badge),
 * the switches in the config (the footer's icons), the events' own queries, the withdrawal and
 * feedback lists, and the notes as toasts. Returns the applier.
 */
export function liveApplier(deps: LiveApplyDeps): (event: LiveEvent) => void {
  const { store, queries } = deps;
  let wallets: string | undefined;

  // The newest version seen: a replayed or late event older than it changes nothing (a new tab is
  // sent the leader's last events, and its own reads may already be newer).
  let version = -1;
  const money = ({ balance, wallets: next, balance_version, total_balance, breakdown }: LiveMoney) => {
    const { userinfo, token } = store.getState();
    if (!token || token.access_token.slice(-12) !== deps.member) return;
    if (balance_version < version) return;
    version = balance_version;
    const walletsNow = JSON.stringify(next);
    const walletsMoved = wallets !== undefined && walletsNow !== wallets;
    wallets = walletsNow;
    const pushed = { money: balance, balance_version, total_balance, breakdown };
    // A new centre balance refreshes the money lists through the store (app/query-client.ts); a bet
    // in a game moves only the total, which is shown, and the game wallets, whose lists are re-read.
    if (userinfo && userinfo.money !== balance) return store.getState().setBalance(pushed);
    if (userinfo && !sameBalance(userinfo, pushed)) store.getState().setBalance(pushed);
    if (walletsMoved) void queries.invalidateQueries({ predicate: deps.followsMoney });
  };

  const unread = (count: number) => {
    const key = unreadMailQuery(deps.member).queryKey;
    const before = queries.getQueryData(key)?.unread;
    queries.setQueryData(key, { unread: count });
    if (before !== undefined && before !== count) {
      void queries.invalidateQueries({ predicate: isMailList });
    }
  };

  // The config read at boot is the page's own; the stream's first switches are its baseline, and
  // only what changes after it (a reconnect's snapshot included) is put into the config.
  let switchesSeen: string | undefined;
  const switches = (next: LiveSwitches) => {
    const seen = JSON.stringify([next.is_redbag_open, next.activity_wheel_is_open]);
    const first = switchesSeen === undefined;
    if (seen === switchesSeen) return;
    switchesSeen = seen;
    const config = store.getState().config;
    if (first || !config) return;
    store.getState().setConfig({ ...config, ...next });
    for (const queryKey of EVENT_KEYS) void queries.invalidateQueries({ queryKey });
  };

  return (event) => {
    switch (event.name) {
      case 'snapshot':
        money(event.data);
        unread(event.data.unread);
        return switches(event.data.switches);
      case 'money':
        return money(event.data);
      case 'mail':
        return unread(event.data.unread);
      case 'switches':
        return switches(event.data);
      case 'notices':
        return void queries.invalidateQueries({ queryKey: contentKeys.notices });
      case 'agent':
        return void queries.invalidateQueries({ queryKey: teamKeys.agentStatus });
      // A paid withdrawal moves nothing the member holds: the list hears of it here, not through the balance.
      case 'withdrawals':
        return void Promise.all([queries.invalidateQueries({ queryKey: withdrawalKeys.list }), queries.invalidateQueries({ queryKey: withdrawalKeys.info })]);
      case 'feedback':
        return void queries.invalidateQueries({ queryKey: feedbackKeys.lists });
      case 'notes':
        return deps.notes.show(event.data.notes);
      case 'logout':
      case 'replaced':
        return;
    }
  };
}
