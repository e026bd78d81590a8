// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/app-store';

const token = { token_type: 'Bearer', access_token: 'abc', expires_at: 1_700_000_000, expires_in: 3600 };
const user = { name: 'demo01', level: 1, money: '12.50' };

/** What the browser does in this tab when another tab writes (or removes) a key. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

describe('session follows other tabs', () => {
  beforeEach(() => localStorage.clear());

  it('logs this tab out when another tab logs out', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user);
    otherTabWrites('islogin', '0');
    otherTabWrites('token', null);
    otherTabWrites('userinfo', null);
    expect(store.getState()).toMatchObject({ islogin: 0, token: null, userinfo: null });
  });

  it('logs this tab in when another tab logs in, with the user info that follows', () => {
    const store = createAppStore();
    otherTabWrites('token', JSON.stringify(token));
    otherTabWrites('islogin', '1');
    expect(store.getState()).toMatchObject({ islogin: 1, token, userinfo: null });
    otherTabWrites('userinfo', JSON.stringify(user));
    expect(store.getState().userinfo).toEqual(user);
  });

  it('treats a cleared storage as a logout', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    otherTabWrites(null, null);
    expect(store.getState().islogin).toBe(0);
  });

  it('ignores keys that are not the session, and does not notify when nothing changed', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    otherTabWrites('lang', 'en');
    otherTabWrites('islogin', '1');
    expect(notified).toBe(0);
    expect(store.getState().islogin).toBe(1);
  });

  it('ignores sessionStorage events', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    localStorage.setItem('islogin', '0');
    window.dispatchEvent(new StorageEvent('storage', { key: 'islogin', newValue: '0', storageArea: sessionStorage }));
    expect(store.getState().islogin).toBe(1);
  });
});
