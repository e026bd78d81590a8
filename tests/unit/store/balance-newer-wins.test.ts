// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/app-store';

const token = { token_type: 'Bearer', access_token: 'abc', expires_at: 1_700_000_000, expires_in: 3600 };
const user = (money: string, balance_version: number) => ({ name: 'demo01', level: 1, money, balance_version });

/** What the browser does in this tab when another tab writes a key. */
function otherTabWrites(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

const storedMoney = () => (JSON.parse(localStorage.getItem('userinfo') ?? 'null') as { money: string } | null)?.money;

describe('a balance on screen is never older than one already shown', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newer balance when /auth/me answers with an older one, but takes its other fields', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user('700.00', 7));
    store.getState().setUserInfo({ ...user('600.00', 6), level: 2 });
    expect(store.getState().userinfo).toMatchObject({ money: '700.00', balance_version: 7, level: 2 });
  });

  it('drops an older money of a reply or a push, takes a newer one', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user('600.00', 6));
    store.getState().setBalance({ money: '0.00', balance_version: 1 });
    store.getState().setBalance({ money: '500.00' });
    expect(store.getState().userinfo?.money).toBe('600.00');
    store.getState().setBalance({ money: '700.00', balance_version: 7 });
    expect(store.getState().userinfo).toMatchObject({ money: '700.00', balance_version: 7 });
  });

  it('drops a stale snapshot arriving from storage after a newer value, and writes the newer one back', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user('700.00', 7));
    // A new tab replayed an old snapshot and saved it before it heard of 700.00.
    otherTabWrites('userinfo', JSON.stringify(user('0.00', 1)));
    expect(store.getState().userinfo?.money).toBe('700.00');
    expect(storedMoney()).toBe('700.00');
  });

  it('takes a newer balance another tab saved', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user('600.00', 6));
    otherTabWrites('userinfo', JSON.stringify(user('700.00', 7)));
    expect(store.getState().userinfo?.money).toBe('700.00');
  });

  it('does not write an older balance over a newer one another tab already saved', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user('500.00', 5));
    // Saved by another tab; this tab's storage event has not come yet.
    localStorage.setItem('userinfo', JSON.stringify(user('700.00', 7)));
    store.getState().setBalance({ money: '600.00', balance_version: 6 });
    expect(storedMoney()).toBe('700.00');
  });

  it('counts the balance read from storage at start as not fresh until the server sends one', () => {
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('userinfo', JSON.stringify(user('0.00', 1)));
    const store = createAppStore();
    expect(store.getState()).toMatchObject({ balanceFresh: false, userinfo: { money: '0.00' } });
    store.getState().setUserInfo(user('700.00', 7));
    expect(store.getState()).toMatchObject({ balanceFresh: true, userinfo: { money: '700.00' } });
  });
});

describe('the total follows its balance version', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newer total and parts when /auth/me answers with an older snapshot, and takes the total of a newer one', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    const parts = (centre: string, games: string) => ({ centre, games, yuebao: '150.00' });
    store.getState().setUserInfo({ ...user('0.00', 7), total_balance: '940.00', breakdown: parts('0.00', '790.00') });
    store.getState().setUserInfo({ ...user('790.00', 6), total_balance: '940.00', breakdown: parts('790.00', '0.00') });
    expect(store.getState().userinfo).toMatchObject({ money: '0.00', balance_version: 7, breakdown: parts('0.00', '790.00') });
    store.getState().setUserInfo({ ...user('790.00', 8), total_balance: '940.00', breakdown: parts('790.00', '0.00') });
    expect(store.getState().userinfo).toMatchObject({ money: '790.00', balance_version: 8, breakdown: parts('790.00', '0.00') });
  });
});
