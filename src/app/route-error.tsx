import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/page-state.module.css';
import { removeBootShell } from '../lib/boot-shell';

/** Shown when a route chunk fails to load (e.g. after a deploy); offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  useEffect(removeBootShell, []);
  return (
    <main className={styles.page} role="alert">
      <div className={styles.box}>
        <p className={styles.text}>{t('error.pageLoad')}</p>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {t('error.retry')}
        </button>
      </div>
    </main>
  );
}
