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

/**
 * The slider step of an SMS send: as for the login, and for a registration code also whenever
 * registration takes the captcha (`isCaptchaRequired`), so no registration text goes out before the
 * slider is solved; the server refuses such a send without its key.
 */
export async function smsCaptchaKey(purpose: 'reset' | 'register' | undefined): Promise<string | null | undefined> {
  const { config, requestCaptchaKey } = appStore.getState();
  // Only a registration reads the setting, and zod with it: the header's login never loads them.
  const registering = purpose === 'register' && (await import('../../domain/contracts/config')).parseRegisterSetting(config?.register_setting_json).isCaptchaRequired;
  if (config?.vip1_is_login_captcha_open !== '1' && !registering) return undefined;
  return requestCaptchaKey();
}
