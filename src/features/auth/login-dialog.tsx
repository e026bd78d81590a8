import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextField } from '../../components/text-field';
import { loginSchema } from '../../../domain/contracts/auth';
import { appStore, useAppStore } from '../../store/app-store';
import { loginWithCaptcha } from './session-actions';
import styles from '../../components/form.module.css';

const fields = loginSchema.pick({ name: true, password: true });
type Values = { name: string; password: string };

/**
 * The header's login as a dialog, for the pages without the lobby header (the events): the same
 * rules, the same slider and the same sign-in. The player stays on the page, which then shows what
 * a member sees; register, reset and phone login open their own dialogs from here.
 */
export default function LoginDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The server's refusal stays in the form until the next try (a toast would be gone before it is read).
  const [refusal, setRefusal] = useState<string | null>(null);
  const phone = useAppStore((s) => s.config?.vip1_is_register_sms_open === '1');
  const open = (dialog: 'register' | 'forgot' | 'phone') => appStore.getState().openAuthDialog(dialog);
  const { register, handleSubmit, formState, resetField } = useForm<Values>({
    resolver: zodResolver(fields),
    defaultValues: { name: '', password: '' },
    shouldFocusError: false,
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setRefusal(null);
    try {
      if (!(await loginWithCaptcha(values))) return;
      toast.success(t('auth.loginDone'));
      onClose();
    } catch (error) {
      setRefusal((error as Error).message);
      resetField('password');
    } finally {
      setBusy(false);
    }
  }, focusFirstInvalid);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t('header.login')} width={380}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="login-dialog">
        <p className={styles.hint}>{t('error.pleaseLogin')}</p>
        <TextField label={t('header.name')} maxLength={12} autoComplete="username" errorKey={formState.errors.name?.message} {...register('name')} />
        <TextField
          label={t('header.password')}
          type="password"
          autoComplete="current-password"
          errorKey={formState.errors.password?.message}
          {...register('password')}
        />
        {refusal ? (
          <p className={styles.error} role="alert" data-testid="login-refusal">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {t('header.login')}
        </button>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={() => open('register')}>
            {t('header.register')}
          </button>
          {phone ? (
            <button type="button" className={styles.linkButton} onClick={() => open('phone')}>
              {t('header.phoneLogin')}
            </button>
          ) : null}
          <button type="button" className={styles.linkButton} onClick={() => open('forgot')}>
            {t('header.forgot')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
