import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerStep1Schema, type RegisterStep1Input } from '../../../contracts/auth';
import { TextField } from '../../../components/text-field';
import styles from '../../../components/form.module.css';

/** Step 1, account info: moves on only when the form validates (spec point 4). */
export function RegisterStep1({ initial, onNext }: { initial?: RegisterStep1Input; onNext(values: RegisterStep1Input): void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<RegisterStep1Input>({
    resolver: zodResolver(registerStep1Schema),
    defaultValues: initial ?? { name: '', password: '', password_confirmation: '' },
  });
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={handleSubmit(onNext)} noValidate>
      <TextField label={t('auth.name')} maxLength={12} autoComplete="username" errorKey={e.name?.message} hint={t('auth.nameHint')} {...register('name')} />
      <TextField
        label={t('auth.password')}
        type="password"
        maxLength={12}
        autoComplete="new-password"
        errorKey={e.password?.message}
        hint={t('auth.nameHint')}
        {...register('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        maxLength={12}
        autoComplete="new-password"
        errorKey={e.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <button type="submit" className={styles.submit}>
        {t('auth.next')}
      </button>
    </form>
  );
}
