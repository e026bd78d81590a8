import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseRegisterSetting, type RegisterSetting } from '../../../../domain/contracts/config';
import { defaultPhonePrefix, phonePrefixes, registerStep2Schema } from '../../../../domain/contracts/auth';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import type { CountryPrefix } from '../../../components/phone-field';
import { PhoneSmsFields } from '../../../components/phone-sms-fields';
import { TextField } from '../../../components/text-field';
import { useAppStore } from '../../../store/app-store';
import { AdultNotice } from './adult-notice';
import styles from '../../../components/form.module.css';

function step2Schema(setting: RegisterSetting, smsOpen: boolean) {
  return registerStep2Schema(setting, smsOpen).extend({ invite_code: z.string().trim().max(32).default('') });
}
type Step2Schema = ReturnType<typeof step2Schema>;
export type Step2Values = z.output<Step2Schema>;

export interface RegisterStep2Props {
  busy: boolean;
  /** The server's last refusal, shown in the form above its buttons. */
  refusal: string | null;
  /** Resolves true on success; on failure the phone is cleared (docs/product.md §8). */
  onSubmit(values: Step2Values, prefix: CountryPrefix): Promise<boolean>;
  onBack(): void;
}

/** Step 2, personal info, with fields required per `register_setting_json` and the SMS setting. */
export function RegisterStep2({ busy, refusal, onSubmit, onBack }: RegisterStep2Props) {
  const { t } = useTranslation();
  const config = useAppStore((s) => s.config);
  const inviteCode = useAppStore((s) => s.inviteCode);
  const lang = useAppStore((s) => s.lang);
  const setting = useMemo(() => parseRegisterSetting(config?.register_setting_json), [config]);
  const smsOpen = config?.vip1_is_register_sms_open === '1';
  const [prefix, setPrefix] = useState<CountryPrefix>(() => defaultPhonePrefix(lang));
  const schema = useMemo(() => step2Schema(setting, smsOpen), [setting, smsOpen]);
  const form = useForm<z.input<Step2Schema>, unknown, Step2Values>({
    resolver: zodResolver(schema),
    defaultValues: { realname: '', qk_pwd: '', phone: '', sms_code: '', invite_code: inviteCode },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, setValue } = form;
  const e = formState.errors;
  const submit = handleSubmit(async (values) => {
    if (!(await onSubmit(values, prefix))) setValue('phone', '');
  }, focusFirstInvalid);
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('auth.realname')} maxLength={30} errorKey={e.realname?.message} hint={t('auth.realnameHint')} {...register('realname')} />
        <TextField label={t('auth.qkPwd')} type="password" inputMode="numeric" errorKey={e.qk_pwd?.message} hint={t('auth.qkPwdHint')} {...register('qk_pwd')} />
        <PhoneSmsFields prefix={prefix} prefixes={phonePrefixes} onPrefixChange={setPrefix} withCode={smsOpen} purpose="register" />
        <TextField label={t('auth.inviteCode')} maxLength={32} {...register('invite_code')} />
        <AdultNotice />
        {refusal ? (
          <p className={styles.error} role="alert" data-testid="register-refusal">
            {refusal}
          </p>
        ) : null}
        <div className={styles.row}>
          <button type="button" className={styles.secondary} onClick={onBack}>
            {t('auth.back')}
          </button>
          <button type="submit" className={styles.submit} style={{ flex: 1 }} disabled={busy}>
            {t('auth.submitRegister')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
