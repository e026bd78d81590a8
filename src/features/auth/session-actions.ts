import { fetchMe, login, logout, type LoginForm } from '../../api/auth';
import type { Token } from '../../contracts/session-types';
import { appStore } from '../../store/app-store';

/** Saves the token, then fetches the user info (spec point 4). */
export async function signInWith(token: Token): Promise<void> {
  appStore.getState().signIn(token);
  appStore.getState().setUserInfo(await fetchMe());
}

/**
 * The slider step of the header login, phone login and password reset: with the login captcha
 * setting '1' the slider opens and this resolves with its checked key (null when the player closed
 * it); otherwise undefined at once, sending no key.
 */
export async function loginCaptchaKey(): Promise<string | null | undefined> {
  if (appStore.getState().config?.vip1_is_login_captcha_open !== '1') return undefined;
  return appStore.getState().requestCaptchaKey();
}

/**
 * Header login: with the captcha setting '1' the slider opens first and the login is sent when its
 * key arrives; otherwise at once. Resolves false when the player closed the captcha.
 */
export async function loginWithCaptcha(form: Omit<LoginForm, 'key'>): Promise<boolean> {
  const key = await loginCaptchaKey();
  if (key === null) return false;
  await signInWith(await login({ ...form, key }));
  return true;
}

/** Logs out on the server, then clears the local login data whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    appStore.getState().clearSession();
  }
}

/** Re-reads the member's info (balance). */
export async function refreshUser(): Promise<void> {
  appStore.getState().setUserInfo(await fetchMe());
}
