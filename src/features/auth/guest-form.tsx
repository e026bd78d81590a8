import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClickGuard } from '../../components/use-click-guard';
import { adoptBootFields } from '../../lib/boot-header';
import { useAppStore } from '../../store/app-store';
import { firstErrorKey } from './first-error';
import { loginWithCaptcha } from './session-actions';
import styles from './account.module.css';

/** Logged-out half of the header (docs/product.md §2): inline login, forgot password, register, phone login. */
export function GuestForm() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  // The server's refusal (wrong password, a blocked account, too many tries), kept in the form until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Until the config arrives the phone login keeps its place (hidden), so the header does not shift
  // when it appears; the seeded and usual configuration has it on.
  const sms = useAppStore((s) => (s.config === null ? 'pending' : s.config.vip1_is_register_sms_open === '1' ? 'open' : 'closed'));
  const open = useAppStore((s) => s.openAuthDialog);
  // Whatever was typed into index.html's static header before the lobby ran is carried over.
  useLayoutEffect(() => adoptBootFields(formRef.current), []);

  const send = useClickGuard(async (data: FormData) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      // The rules (and zod) load on the first submit, keeping them out of the entry chunk.
      const { loginSchema } = await import('../../../domain/contracts/auth');
      const parsed = loginSchema.safeParse({ name: data.get('name'), password: data.get('password') });
      if (!parsed.success) {
        toast.error(t(firstErrorKey(parsed.error)));
        return;
      }
      await loginWithCaptcha(parsed.data);
    } catch (error) {
      setRefusal((error as Error).message);
      formRef.current?.reset();
    } finally {
      setBusy(false);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Always stop the native submit, also for a click the guard drops.
    event.preventDefault();
    void send(new FormData(event.currentTarget));
  };

  return (
    <form ref={formRef} className={styles.guest} onSubmit={submit} aria-label={t('header.login')} noValidate>
      <input className={styles.input} name="name" maxLength={12} autoComplete="username" placeholder={t('header.name')} aria-label={t('header.name')} />
      <input
        className={styles.input}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('header.password')}
        aria-label={t('header.password')}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('header.login')}
      </button>
      <button type="button" className={styles.ghost} onClick={() => open('register')}>
        {t('header.register')}
      </button>
      <button type="button" className={styles.linkButton} onClick={() => open('forgot')}>
        {t('header.forgot')}
      </button>
      {/* In every language: a member of any country code registration offers signs in by phone. */}
      {sms !== 'closed' ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => open('phone')}
          style={sms === 'pending' ? { visibility: 'hidden' } : undefined}
          aria-hidden={sms === 'pending' || undefined}
          tabIndex={sms === 'pending' ? -1 : undefined}
        >
          {t('header.phoneLogin')}
        </button>
      ) : null}
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="login-refusal">
          <span>{refusal}</span>
          <button type="button" className={styles.refusalClose} onClick={() => setRefusal(null)} aria-label={t('common.close')}>
            ×
          </button>
        </p>
      ) : null}
    </form>
  );
}
