import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../../../api/auth';
import type { RegisterStep1Input } from '../../../../domain/contracts/auth';
import { parseRegisterSetting } from '../../../../domain/contracts/config';
import { Dialog } from '../../../components/dialog';
import type { CountryPrefix } from '../../../components/phone-field';
import { appStore } from '../../../store/app-store';
import { signInWith } from '../session-actions';
import { RegisterDone } from './register-done';
import { RegisterStep1 } from './register-step1';
import { RegisterStep2, type Step2Values } from './register-step2';
import { StepIndicator } from './step-indicator';

/** Registration in three steps (docs/product.md §4): account info, personal info, success. */
export default function RegisterDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [account, setAccount] = useState<RegisterStep1Input | undefined>();
  const [busy, setBusy] = useState(false);
  // The server's refusal (a self-exclusion's end, a name taken) stays in the form until the next try:
  // a toast would be gone before it is read.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Step2Values, prefix: CountryPrefix): Promise<boolean> => {
    const { config, lang, requestCaptchaKey } = appStore.getState();
    let key: string | undefined;
    if (parseRegisterSetting(config?.register_setting_json).isCaptchaRequired) {
      const checked = await requestCaptchaKey();
      if (!checked) return true;
      key = checked;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const token = await register({
        ...account!,
        ...values,
        phone: values.phone ? `${prefix}${values.phone}` : '',
        register_site: window.location.host,
        key,
        lang,
        from_type: 'smart',
      });
      await signInWith(token);
      setStep(3);
      return true;
    } catch (error) {
      setRefusal((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('auth.registerTitle')}>
      <StepIndicator labels={[t('auth.stepAccount'), t('auth.stepPersonal'), t('auth.stepDone')]} current={step} />
      {step === 1 ? (
        <RegisterStep1
          initial={account}
          onNext={(values) => {
            setAccount(values);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? <RegisterStep2 busy={busy} refusal={refusal} onSubmit={submit} onBack={() => setStep(1)} /> : null}
      {step === 3 ? <RegisterDone name={account?.name ?? ''} onClose={onClose} /> : null}
    </Dialog>
  );
}
