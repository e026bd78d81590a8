import { appStore } from './app-store';

/**
 * The slider step of the header login, phone login, password reset and every SMS send: with the
 * login captcha setting '1' the slider opens and this resolves with its checked key (null when the
 * player closed it); otherwise undefined at once, sending no key.
 */
export async function loginCaptchaKey(): Promise<string | null | undefined> {
  if (appStore.getState().config?.vip1_is_login_captcha_open !== '1') return undefined;
  return appStore.getState().requestCaptchaKey();
}
