// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../src/app/query-client';
import type { UserInfo } from '../../../domain/contracts/session-types';
import { announceMoneyMoved } from '../../../src/lib/money-moves';
import { showBalance } from '../../../src/store/show-balance';

// The live stream's lazy chunk (tests/unit/features/live/) would still be loading when this file's
// environment is torn down; this file is about the money queries.
vi.mock('../../../src/features/live/follow-live', () => ({ followLive: () => () => undefined }));

const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, { any: 1 });
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('queries that follow money', () => {
  it('marks the balances, money lists and mail out of date on a focus or a money move, and nothing else', () => {
    const money = [['wallets', 'm1'], ['recharges', 'm1', 'en'], ['withdrawals', 'm1', 'en'], ['money-log', 'm1'], ['site-mail', 'unread', 'm1'], ['vips', 'm1', 'en']];
    const other = [['banners', 'home', 'en'], ['providers', 'all', 'en']];
    [...money, ...other].forEach(seed);
    window.dispatchEvent(new Event('focus'));
    expect(money.map(stale)).toEqual(money.map(() => true));
    expect(other.map(stale)).toEqual(other.map(() => false));
    queryClient.clear();
    [...money, ...other].forEach(seed);
    announceMoneyMoved();
    expect(money.map(stale)).toEqual(money.map(() => true));
    expect(other.map(stale)).toEqual(other.map(() => false));
  });
});

describe('an answer that carries a balance', () => {
  it('marks the money queries out of date when it changes the store balance, and only then', async () => {
    const { appStore } = await import('../../../src/store/app-store');
    const user = { name: 'm1', money: '10.00' } as UserInfo;
    appStore.getState().setUserInfo(user);
    queryClient.clear();
    seed(['wallets', 'm1']);
    seed(['banners', 'home', 'en']);
    appStore.getState().setUserInfo({ ...user });
    expect(stale(['wallets', 'm1'])).toBe(false);
    showBalance({ money: '4.50' });
    expect(stale(['wallets', 'm1'])).toBe(true);
    expect(stale(['banners', 'home', 'en'])).toBe(false);
  });
});
