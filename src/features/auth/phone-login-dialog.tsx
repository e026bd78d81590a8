import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { phoneLogin, sendSms } from '../../api/auth';
import { phoneLoginFormSchema } from '../../contracts/auth';
import { Dialog } from '../../components/dialog';
import { PhoneField } from '../../components/phone-field';
import { SmsButton } from '../../components/sms-button';
import { TextField } from '../../components/text-field';
import { appStore } from '../../store/app-store';
import { signInWith } from './session-actions';
import styles from '../../components/form.module.css';

type Values = z.output<typeof phoneLoginFormSchema>;
/** Quick login uses +86 only (spec point 9). */
const QUICK_PREFIX = '+86';

/** Quick phone login (spec point 2): phone and code; 'Login successful' or the server's message. */
export default function PhoneLoginDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, control } = useForm<z.input<typeof phoneLoginFormSchema>, unknown, Values>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { phone: '', sms_code: '' },
  });
  const e = formState.errors;
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  const submit = handleSubmit(async (values) => {
    const { lang, inviteCode } = appStore.getState();
    setBusy(true);
    try {
      const token = await phoneLogin({
        phone: `${QUICK_PREFIX}${values.phone}`,
        sms_code: values.sms_code,
        lang,
        invite_code: inviteCode,
        register_site: window.location.host,
      });
      await signInWith(token);
      toast.success(t('auth.loginDone'));
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('header.phoneLogin')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.phone')}
          errorKey={e.phone?.message}
          render={(id, describedBy) => <PhoneField id={id} aria-describedby={describedBy} prefix={QUICK_PREFIX} prefixes={[QUICK_PREFIX]} invalid={Boolean(e.phone)} {...register('phone')} />}
        />
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          errorKey={e.sms_code?.message}
          trailing={<SmsButton phone={phone} send={() => sendSms(`${QUICK_PREFIX}${phone}`)} />}
          {...register('sms_code')}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {t('header.login')}
        </button>
      </form>
    </Dialog>
  );
}
