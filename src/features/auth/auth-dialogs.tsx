import { lazy, Suspense } from 'react';
import { withLaterTexts as withTexts } from '../../i18n/i18n';
import { appStore, useAppStore } from '../../store/app-store';

// The dialogs' texts (the slider, SMS, the register and reset rules) are not the first screen's:
// they load with the rest of the texts, beside each dialog's code, so it never shows a key.
const CaptchaDialog = lazy(() => withTexts(import('./captcha-dialog')));
const RegisterDialog = lazy(() => withTexts(import('./register/register-dialog')));
const ForgotDialog = lazy(() => withTexts(import('./forgot/forgot-dialog')));
const PhoneLoginDialog = lazy(() => withTexts(import('./phone-login-dialog')));
const LoginDialog = lazy(() => withTexts(import('./login-dialog')));

/**
 * Hosts the account dialogs of docs/product.md §2; each loads its code only when first opened, in a
 * Suspense boundary of its own: the captcha's first load over a dialog that asked for it must not hide
 * that dialog (and drop the focus the player had in it) while the captcha's code arrives.
 */
export function AuthDialogs() {
  const dialog = useAppStore((s) => s.authDialog);
  const captchaRequest = useAppStore((s) => s.captchaRequest);
  const close = () => appStore.getState().openAuthDialog(null);
  return (
    <>
      <Suspense fallback={null}>
        {dialog === 'login' ? <LoginDialog onClose={close} /> : null}
        {dialog === 'register' ? <RegisterDialog onClose={close} /> : null}
        {dialog === 'forgot' ? <ForgotDialog onClose={close} /> : null}
        {dialog === 'phone' ? <PhoneLoginDialog onClose={close} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {captchaRequest ? <CaptchaDialog onVerified={captchaRequest} onCancel={() => captchaRequest(null)} /> : null}
      </Suspense>
    </>
  );
}
