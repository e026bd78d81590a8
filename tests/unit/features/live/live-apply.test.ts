// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { unreadMailQuery } from '../../../../src/components/use-unread-mail';
import type { SystemConfig } from '../../../../domain/contracts/config';
import type { LiveMoney, LiveSnapshot } from '../../../../domain/contracts/live';
import { liveApplier } from '../../../../src/features/live/live-apply';
import { noteToaster } from '../../../../src/features/live/live-notes';
import { i18next } from '../../../../src/i18n/i18n';
import en from '../../../../domain/texts/en.json';
import { createAppStore } from '../../../../src/store/app-store';

const token = { token_type: 'Bearer', access_token: 'a'.repeat(20) + 'member-key-1', expires_at: 0, expires_in: 0 };
const member = token.access_token.slice(-12);
/** A money push whose total is the centre plus the game wallets given (no Yu-EBao). */
function pushed(balance: string, wallets: Record<string, string>, balance_version: number): LiveMoney {
  const games = Object.values(wallets).reduce((sum, m) => sum + Number(m), 0).toFixed(2);
  return { balance, wallets, balance_version, total_balance: (Number(balance) + Number(games)).toFixed(2), breakdown: { centre: balance, games, yuebao: '0.00' } };
}
const snapshot: LiveSnapshot = { ...pushed('10.00', {}, 1), unread: 2, switches: { is_redbag_open: '1', activity_wheel_is_open: '1' } };

let store: ReturnType<typeof createAppStore>;
let queries: QueryClient;
const stale = (key: readonly unknown[]) => queries.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  localStorage.clear();
  store = createAppStore();
  store.getState().signIn(token);
  store.getState().setUserInfo({ name: 'm1', level: 1, money: '10.00' });
  store.getState().setConfig({ is_redbag_open: '1', activity_wheel_is_open: '1', site_logo: '', service_link: '' } as SystemConfig);
  queries = new QueryClient();
  toasts = [];
});

let toasts: string[];
const applier = () => liveApplier({ store, queries, member, followsMoney: (q) => q.queryKey[0] === 'wallets', notes: noteToaster((text) => void toasts.push(text)) });

describe('what the live stream changes', () => {
  it('puts a new balance in the session and the unread count in its query; the mail lists go stale only when it changed', () => {
    const apply = applier();
    queries.setQueryData(['site-mail', 'inbox', member, 1], { list: [] });
    apply({ name: 'snapshot', data: snapshot });
    expect(queries.getQueryData(unreadMailQuery(member).queryKey)).toEqual({ unread: 2 });
    expect(stale(['site-mail', 'inbox', member, 1])).toBe(false);
    apply({ name: 'money', data: pushed('25.50', {}, 2) });
    expect(store.getState().userinfo?.money).toBe('25.50');
    apply({ name: 'mail', data: { unread: 3 } });
    expect(queries.getQueryData(unreadMailQuery(member).queryKey)).toEqual({ unread: 3 });
    expect(stale(['site-mail', 'inbox', member, 1])).toBe(true);
  });

  it('marks the money queries stale when only a game wallet moved', () => {
    const apply = applier();
    apply({ name: 'snapshot', data: snapshot });
    queries.setQueryData(['wallets', member], { any: 1 });
    apply({ name: 'money', data: pushed('10.00', {}, 1) });
    expect(stale(['wallets', member])).toBe(false);
    apply({ name: 'money', data: pushed('10.00', { rl_slot_lucky8: '5.00' }, 2) });
    expect(stale(['wallets', member])).toBe(true);
  });

  it('shows the total a bet in a game moved, with its parts, though the centre stayed', () => {
    const apply = applier();
    apply({ name: 'snapshot', data: { ...snapshot, ...pushed('10.00', { rl_slot_lucky8: '790.00' }, 1) } });
    expect(store.getState().userinfo).toMatchObject({ money: '10.00', total_balance: '800.00', balance_version: 1 });
    apply({ name: 'money', data: pushed('10.00', { rl_slot_lucky8: '780.00' }, 2) });
    expect(store.getState().userinfo).toMatchObject({ money: '10.00', total_balance: '790.00', balance_version: 2, breakdown: { centre: '10.00', games: '780.00', yuebao: '0.00' } });
  });

  it("turns an event off in the config and makes the event's page read its state again", () => {
    const apply = applier();
    queries.setQueryData(['redbag-desc', member], { is_open: true });
    // The first switches are the baseline: the config read at boot stays as it is.
    apply({ name: 'snapshot', data: snapshot });
    expect(stale(['redbag-desc', member])).toBe(false);
    apply({ name: 'switches', data: { is_redbag_open: '0', activity_wheel_is_open: '1' } });
    expect(store.getState().config?.is_redbag_open).toBe('0');
    expect(stale(['redbag-desc', member])).toBe(true);
  });

  it('drops a balance older than the one shown (a replayed snapshot reaching a newer tab)', () => {
    const apply = applier();
    apply({ name: 'money', data: pushed('700.00', {}, 7) });
    apply({ name: 'snapshot', data: { ...snapshot, ...pushed('0.00', {}, 1) } });
    apply({ name: 'money', data: pushed('600.00', {}, 6) });
    expect(store.getState().userinfo?.money).toBe('700.00');
  });

  it("leaves another session's balance alone (a stream of the previous login still finishing)", () => {
    const apply = liveApplier({ store, queries, member: 'someone-else', followsMoney: () => false, notes: noteToaster(() => undefined) });
    apply({ name: 'money', data: pushed('99.00', {}, 9) });
    expect(store.getState().userinfo?.money).toBe('10.00');
  });
});

describe('what the live stream tells once', () => {
  const deposit = { id: 7, kind: 'deposit' as const, amount: '300.00', name: null };
  const bonus = { id: 8, kind: 'bonus' as const, amount: '300.00', name: { zh_cn: '首存 100% 红利', zh_hk: '首存 100% 紅利', en: '100% first deposit bonus' } };

  beforeEach(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });

  it('toasts a deposit approved and a bonus credited by name, each once however often it is relayed', async () => {
    const apply = applier();
    apply({ name: 'notes', data: { notes: [deposit, bonus] } });
    apply({ name: 'notes', data: { notes: [bonus] } });
    apply({ name: 'snapshot', data: snapshot });
    await expect.poll(() => toasts).toEqual(['Deposit of 300.00 approved', 'Bonus credited: 100% first deposit bonus, 300.00']);
  });

  it('re-reads the withdrawal list when one is decided and the feedback list when one is answered', () => {
    const apply = applier();
    queries.setQueryData(['withdrawals', member, 'en'], []);
    queries.setQueryData(['feedback', 'list', member, 1], { list: [] });
    apply({ name: 'withdrawals', data: {} });
    expect(stale(['withdrawals', member, 'en'])).toBe(true);
    expect(stale(['feedback', 'list', member, 1])).toBe(false);
    apply({ name: 'feedback', data: {} });
    expect(stale(['feedback', 'list', member, 1])).toBe(true);
  });
});
