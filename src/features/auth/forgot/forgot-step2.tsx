import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetStep2Schema } from '../../../contracts/auth';
import { TextField } from '../../../components/text-field';
import styles from '../../../components/form.module.css';

export type ForgotStep2Values = z.output<typeof resetStep2Schema>;

/** Step 2: the new password and its confirmation, limited to 6 characters (spec point 5). */
export function ForgotStep2({ busy, onSubmit }: { busy: boolean; onSubmit(values: ForgotStep2Values): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ForgotStep2Values>({
    resolver: zodResolver(resetStep2Schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label={t('auth.newPassword')} type="password" maxLength={6} autoComplete="new-password" errorKey={e.password?.message} {...register('password')} />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        maxLength={6}
        autoComplete="new-password"
        errorKey={e.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <button type="submit" className={styles.submit} disabled={busy}>
        {t('auth.submitReset')}
      </button>
    </form>
  );
}
