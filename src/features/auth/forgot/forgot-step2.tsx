import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetStep2Schema } from '../../../../domain/contracts/auth';
import { TextField } from '../../../components/text-field';
import styles from '../../../components/form.module.css';

export type ForgotStep2Values = z.output<typeof resetStep2Schema>;

export interface ForgotStep2Props {
  busy: boolean;
  onSubmit(values: ForgotStep2Values): void;
  /** Back to step 1, which kept the phone and code. */
  onBack(): void;
}

/** Step 2: the new password, under the rule of every new password, and its confirmation. */
export function ForgotStep2({ busy, onSubmit, onBack }: ForgotStep2Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ForgotStep2Values>({
    resolver: zodResolver(resetStep2Schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {/* Step 1's Next button is hidden now: the keyboard continues here, not on the page body. */}
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={t('auth.passwordHint')}
        errorKey={e.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        errorKey={e.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('auth.back')}
        </button>
        <button type="submit" className={styles.submit} style={{ flex: 1 }} disabled={busy}>
          {t('auth.submitReset')}
        </button>
      </div>
    </form>
  );
}
