import type { TFunction } from 'i18next';
import type { CaptchaFailure } from '../../api/captcha';

/** A failed try in the page's language: the lobby's sentence for the server's code, else the server's own. */
export function captchaFailureText(t: TFunction, failure: CaptchaFailure): string {
  if (failure.code) return t(`captcha.reason.${failure.code}`);
  return failure.message ?? t('captcha.reason.captcha_failed');
}
