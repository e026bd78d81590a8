// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createSessionExpiryHandler } from '../../../src/app/session-expiry';
import { initI18n } from '../../../src/i18n/i18n';
import { appStore } from '../../../src/store/app-store';

const token = { token_type: 'Bearer', access_token: 't', expires_at: 1, expires_in: 1 };

describe('session expiry handler', () => {
  beforeEach(async () => {
    await initI18n('en');
    appStore.getState().clearSession();
  });

  it('clears the login data, shows the expiry message and goes home', () => {
    const error = vi.spyOn(toast, 'error');
    const goHome = vi.fn();
    appStore.getState().signIn(token);
    appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '1.00' });
    createSessionExpiryHandler(goHome)();
    expect(appStore.getState()).toMatchObject({ islogin: 0, token: null, userinfo: null });
    expect(localStorage.getItem('islogin')).toBe('0');
    expect(localStorage.getItem('token')).toBeNull();
    expect(error).toHaveBeenCalledWith('Your login has expired, please log in again!', expect.anything());
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visitor', () => {
    const error = vi.spyOn(toast, 'error');
    const goHome = vi.fn();
    createSessionExpiryHandler(goHome)();
    expect(error).not.toHaveBeenCalled();
    expect(goHome).not.toHaveBeenCalled();
  });
});
