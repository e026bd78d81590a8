import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { resetPassword } from '../../../api/auth';
import { Dialog } from '../../../components/dialog';
import { StepIndicator } from '../register/step-indicator';
import { FORGOT_PREFIX, ForgotStep1, type ForgotStep1Values } from './forgot-step1';
import { ForgotStep2, type ForgotStep2Values } from './forgot-step2';

/** Forgot password in two steps (spec point 4); the server's message shows on success and failure. */
export default function ForgotDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<ForgotStep1Values | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (values: ForgotStep2Values) => {
    if (!verified) return;
    setBusy(true);
    resetPassword({ ...values, phone: `${FORGOT_PREFIX}${verified.phone}`, sms_code: verified.sms_code })
      .then((reply) => {
        toast.success(reply.message || t('auth.resetDone'));
        onClose();
      })
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('auth.forgotTitle')}>
      <StepIndicator labels={[t('auth.stepVerify'), t('auth.stepNewPassword')]} current={verified ? 2 : 1} />
      <ForgotStep1 hidden={verified !== null} onNext={setVerified} />
      {verified ? <ForgotStep2 busy={busy} onSubmit={submit} onBack={() => setVerified(null)} /> : null}
    </Dialog>
  );
}
