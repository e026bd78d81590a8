import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { phoneLogin } from '../../api/auth';
import { defaultPhonePrefix, phoneLoginFormSchema, phonePrefixes } from '../../../domain/contracts/auth';
import { Dialog } from '../../components/dialog';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { PhoneSmsFields } from '../../components/phone-sms-fields';
import type { CountryPrefix } from '../../components/phone-field';
import { appStore, useAppStore } from '../../store/app-store';
import { loginCaptchaKey } from '../../store/login-captcha-key';
import { signInWith } from './session-actions';
import styles from '../../components/form.module.css';

type Values = z.output<typeof phoneLoginFormSchema>;

/** Quick phone login (docs/product.md §2): phone and code; 'Login successful' or the server's message. */
export default function PhoneLoginDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // Every code registration offers, starting on the language's own (a member of any of them signs in here).
  const lang = useAppStore((s) => s.lang);
  const [prefix, setPrefix] = useState<CountryPrefix>(() => defaultPhonePrefix(lang));
  // The server's refusal stays in the form until the next try (a toast would be gone before it is read).
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<z.input<typeof phoneLoginFormSchema>, unknown, Values>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { phone: '', sms_code: '' },
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(async (values) => {
    const { lang, inviteCode } = appStore.getState();
    setBusy(true);
    setRefusal(null);
    try {
      // The slider first, as for the header login; closing it leaves the form as it was.
      const key = await loginCaptchaKey();
      if (key === null) return;
      const token = await phoneLogin({
        phone: `${prefix}${values.phone}`,
        sms_code: values.sms_code,
        lang,
        invite_code: inviteCode,
        register_site: window.location.host,
        key,
      });
      await signInWith(token);
      toast.success(t('auth.loginDone'));
      onClose();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }, focusFirstInvalid);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('header.phoneLogin')}>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <PhoneSmsFields prefix={prefix} prefixes={phonePrefixes} onPrefixChange={setPrefix} />
          {refusal ? (
            <p className={styles.error} role="alert" data-testid="login-refusal">
              {refusal}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={busy}>
            {t('header.login')}
          </button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
