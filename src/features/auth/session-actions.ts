import { fetchMe, login, logout, type LoginForm } from '../../api/auth';
import type { Token } from '../../../domain/contracts/replies/accounts';
import { appStore } from '../../store/app-store';
import { loginCaptchaKey } from '../../store/login-captcha-key';

/**
 * Saves the token, then fetches the user info (docs/product.md §4); then does what the visitor asked for
 * before the login dialog opened (a game, a lobby, a member page), if anything.
 */
export async function signInWith(token: Token): Promise<void> {
  appStore.getState().signIn(token);
  appStore.getState().setUserInfo(await fetchMe());
  appStore.getState().takeAfterLogin()?.();
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
