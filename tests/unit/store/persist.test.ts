// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/app-store';
import { storageKeys } from '../../../src/lib/storage-keys';

const token = { token_type: 'Bearer', access_token: 'abc', expires_at: 1_700_000_000, expires_in: 3600 };
const user = { name: 'demo01', level: 1, money: '12.50' };

describe('store persistence', () => {
  beforeEach(() => localStorage.clear());

  it('persists exactly the spec keys and nothing else', () => {
    // `muted` is written only once sound is switched off, so a default session holds the spec keys alone.
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().setUserInfo(user);
    store.getState().setConfig({
      site_logo: '/logo.svg', site_mobile: '', service_link: 'https://s.example/', kefu_qq: '1',
      vip1_is_register_sms_open: '0', vip1_is_login_captcha_open: '0', register_setting_json: '{}',
      is_redbag_open: '0', activity_wheel_is_open: '0',
    });
    const keys = Object.keys(localStorage).sort();
    expect(keys).toEqual([...storageKeys].sort());
    expect(localStorage.getItem('islogin')).toBe('1');
    expect(JSON.parse(localStorage.getItem('token')!)).toEqual(token);
    expect(JSON.parse(localStorage.getItem('userinfo')!)).toEqual(user);
    expect(localStorage.getItem('logo')).toBe('/logo.svg');
    expect(localStorage.getItem('link')).toBe('https://s.example/');
    expect(localStorage.getItem('lang')).toBe('zh_cn');
  });

  it('hydrates a session from the stored keys', () => {
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('userinfo', JSON.stringify(user));
    localStorage.setItem('lang', 'en');
    const state = createAppStore().getState();
    expect(state.islogin).toBe(1);
    expect(state.token).toEqual(token);
    expect(state.userinfo).toEqual(user);
    expect(state.lang).toBe('en');
  });

  it('clears the login data and writes islogin 0', () => {
    const store = createAppStore();
    store.getState().signIn(token);
    store.getState().clearSession();
    expect(localStorage.getItem('islogin')).toBe('0');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
  });

  it('treats a broken stored token or unknown language as logged out / default', () => {
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', '{broken');
    localStorage.setItem('lang', 'fr');
    const state = createAppStore().getState();
    expect(state.islogin).toBe(0);
    expect(state.lang).toBe('zh_cn');
  });
});

describe('mute preference', () => {
  beforeEach(() => localStorage.clear());

  it('is stored as muted=1 when sound is off and survives a reload', () => {
    const store = createAppStore();
    store.getState().toggleMuted();
    expect(localStorage.getItem('muted')).toBe('1');
    expect(createAppStore().getState().muted).toBe(true);
    store.getState().toggleMuted();
    expect(localStorage.getItem('muted')).toBeNull();
  });
});
