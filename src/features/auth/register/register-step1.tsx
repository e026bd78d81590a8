import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterStep1Input } from '../../../../domain/contracts/auth';
import { TextField } from '../../../components/text-field';
import { registerStep1FormSchema, type RegisterStep1FormInput } from './register-step1-form';
import styles from '../../../components/form.module.css';
import noticeStyles from './adult-notice.module.css';
import checkStyles from './adult-confirm.module.css';

/**
 * Step 1, account info and the 18+ confirmation: moves on only when the form validates (docs/product.md §4);
 * the confirmation stays in the form, the account info goes on to the register payload.
 */
export function RegisterStep1({ initial, onNext }: { initial?: RegisterStep1Input; onNext(values: RegisterStep1Input): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<RegisterStep1FormInput>({
    resolver: zodResolver(registerStep1FormSchema),
    // Back from step 2, the player has already confirmed.
    defaultValues: initial ? { ...initial, adult: true } : { name: '', password: '', password_confirmation: '', adult: false },
  });
  const e = formState.errors;
  const next = ({ name, password, password_confirmation }: RegisterStep1FormInput): void => onNext({ name, password, password_confirmation });
  return (
    <form className={styles.form} onSubmit={handleSubmit(next)} noValidate>
      <TextField label={t('auth.name')} maxLength={12} autoComplete="username" errorKey={e.name?.message} hint={t('auth.nameHint')} {...register('name')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        errorKey={e.password?.message}
        hint={t('auth.passwordHint')}
        {...register('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        errorKey={e.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <div className={styles.field}>
        <label className={checkStyles.check}>
          <input
            type="checkbox"
            aria-invalid={e.adult ? true : undefined}
            aria-describedby={e.adult ? 'register-adult-error' : undefined}
            data-testid="register-adult"
            {...register('adult')}
          />
          <span className={noticeStyles.mark} aria-hidden="true">
            18+
          </span>
          <span>{t('responsible.adultConfirm')}</span>
        </label>
        {e.adult?.message ? (
          <p id="register-adult-error" className={styles.error} role="alert">
            {t(e.adult.message)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.submit}>
        {t('auth.next')}
      </button>
    </form>
  );
}
