import { lazy, Suspense } from 'react';
import { appStore, useAppStore } from '../../store/app-store';

const CaptchaDialog = lazy(() => import('./captcha-dialog'));
const RegisterDialog = lazy(() => import('./register/register-dialog'));
const ForgotDialog = lazy(() => import('./forgot/forgot-dialog'));
const PhoneLoginDialog = lazy(() => import('./phone-login-dialog'));

/** Hosts the account dialogs of spec point 2; each loads its code only when first opened. */
export function AuthDialogs() {
  const dialog = useAppStore((s) => s.authDialog);
  const captchaRequest = useAppStore((s) => s.captchaRequest);
  const close = () => appStore.getState().openAuthDialog(null);
  return (
    <Suspense fallback={null}>
      {dialog === 'register' ? <RegisterDialog onClose={close} /> : null}
      {dialog === 'forgot' ? <ForgotDialog onClose={close} /> : null}
      {dialog === 'phone' ? <PhoneLoginDialog onClose={close} /> : null}
      {captchaRequest ? <CaptchaDialog onVerified={captchaRequest} onCancel={() => captchaRequest(null)} /> : null}
    </Suspense>
  );
}
