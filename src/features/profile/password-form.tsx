import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { passwordModifySchema, type PasswordModifyInput } from '../../../domain/contracts/member-passwords';
import { useModifyPassword } from './use-profile';
import styles from './profile.module.css';

const empty: PasswordModifyInput = { old_password: '', password: '', password_confirmation: '' };

/** Changes the login password: the current one, a new one of 6-12 characters and its confirmation. */
export function PasswordForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const change = useModifyPassword();
  const { register, handleSubmit, formState, reset } = useForm<PasswordModifyInput>({
    resolver: zodResolver(passwordModifySchema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const submit = (values: PasswordModifyInput) =>
    change.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset(empty);
      },
      onError: (error) => toast.error(error.message),
    });
  const e = formState.errors;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.passwordTitle')}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="password-form">
        {/* Lets a password manager file the new password under the right account. */}
        <input className={styles.hiddenName} type="text" name="username" autoComplete="username" value={name} readOnly tabIndex={-1} aria-hidden="true" />
        <TextField label={t('profile.oldPassword')} type="password" autoComplete="current-password" errorKey={e.old_password?.message} {...register('old_password')} />
        <TextField
          label={t('profile.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          errorKey={e.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('profile.confirmPassword')}
          type="password"
          autoComplete="new-password"
          errorKey={e.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <p className={styles.note}>{t('profile.passwordNote')}</p>
        <button type="submit" className={formStyles.submit} disabled={change.isPending}>
          {change.isPending ? t('profile.saving') : t('profile.changePassword')}
        </button>
      </form>
    </section>
  );
}
