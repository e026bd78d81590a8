import { useTranslation } from 'react-i18next';
import styles from './page-state.module.css';

/** Shown while a lazy route chunk loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}
