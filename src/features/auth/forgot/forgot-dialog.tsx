import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { resetPassword } from '../../../api/auth';
import { Dialog } from '../../../components/dialog';
import { StepIndicator } from '../register/step-indicator';
import { loginCaptchaKey } from '../../../store/login-captcha-key';
import { ForgotStep1, type ForgotStep1Values } from './forgot-step1';
import { ForgotStep2, type ForgotStep2Values } from './forgot-step2';

/** Forgot password in two steps (docs/product.md §4); the server's message shows on success and failure. */
export default function ForgotDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<ForgotStep1Values | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: ForgotStep2Values) => {
    if (!verified) return;
    setBusy(true);
    try {
      // The slider first, as for the header login; closing it leaves step 2 as it was.
      const key = await loginCaptchaKey();
      if (key === null) return;
      const reply = await resetPassword({ ...values, phone: `${verified.prefix}${verified.phone}`, sms_code: verified.sms_code, key });
      toast.success(reply.message || t('auth.resetDone'));
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('auth.forgotTitle')}>
      <StepIndicator labels={[t('auth.stepVerify'), t('auth.stepNewPassword')]} current={verified ? 2 : 1} />
      <ForgotStep1 hidden={verified !== null} onNext={setVerified} />
      {verified ? <ForgotStep2 busy={busy} onSubmit={submit} onBack={() => setVerified(null)} /> : null}
    </Dialog>
  );
}
