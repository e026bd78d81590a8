import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendSms } from '../../../api/auth';
import { resetStep1Schema } from '../../../contracts/auth';
import { PhoneField } from '../../../components/phone-field';
import { SmsButton } from '../../../components/sms-button';
import { TextField } from '../../../components/text-field';
import styles from '../../../components/form.module.css';

export type ForgotStep1Values = z.output<typeof resetStep1Schema>;
/** Forgot password uses +63 only (spec point 9). */
const FORGOT_PREFIX = '+63';

/** Step 1: phone and SMS code; Next only with a non-empty code (spec point 4). */
export function ForgotStep1({ onNext }: { onNext(values: ForgotStep1Values): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, control } = useForm<z.input<typeof resetStep1Schema>, unknown, ForgotStep1Values>({
    resolver: zodResolver(resetStep1Schema),
    defaultValues: { phone: '', sms_code: '' },
  });
  const e = formState.errors;
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  return (
    <form className={styles.form} onSubmit={handleSubmit(onNext)} noValidate>
      <TextField
        label={t('auth.phone')}
        errorKey={e.phone?.message}
        render={(id, describedBy) => <PhoneField id={id} aria-describedby={describedBy} prefix={FORGOT_PREFIX} prefixes={[FORGOT_PREFIX]} invalid={Boolean(e.phone)} {...register('phone')} />}
      />
      <TextField
        label={t('auth.smsCode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        errorKey={e.sms_code?.message}
        trailing={<SmsButton phone={phone} send={() => sendSms(`${FORGOT_PREFIX}${phone}`)} />}
        {...register('sms_code')}
      />
      <button type="submit" className={styles.submit}>
        {t('auth.next')}
      </button>
    </form>
  );
}

export { FORGOT_PREFIX };
