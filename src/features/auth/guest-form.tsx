import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/** Logged-out half of the header (spec point 2); the auth issue wires its submit and dialogs. */
export function GuestForm() {
  const { t } = useTranslation();
  const smsOpen = useAppStore((s) => s.config?.vip1_is_register_sms_open === '1');
  const lang = useAppStore((s) => s.lang);
  return (
    <form className={styles.guest} onSubmit={(e) => e.preventDefault()} aria-label={t('header.login')}>
      <input className={styles.input} name="name" maxLength={12} autoComplete="username" placeholder={t('header.name')} aria-label={t('header.name')} />
      <input
        className={styles.input}
        name="password"
        type="password"
        maxLength={12}
        autoComplete="current-password"
        placeholder={t('header.password')}
        aria-label={t('header.password')}
      />
      <button type="submit" className={styles.primary}>
        {t('header.login')}
      </button>
      <button type="button" className={styles.ghost}>
        {t('header.register')}
      </button>
      <button type="button" className={styles.linkButton}>
        {t('header.forgot')}
      </button>
      {smsOpen && lang === 'zh_cn' ? (
        <button type="button" className={styles.linkButton}>
          {t('header.phoneLogin')}
        </button>
      ) : null}
    </form>
  );
}
