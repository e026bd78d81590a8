// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/app/query-client';
import { announceMoneyMoved } from '../../../src/lib/money-moves';

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
