import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

/** A failed list: the server's (translated) message and a retry. */
export function QueryError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <p className={styles.empty} role="alert">
      {error.message}{' '}
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {t('error.retry')}
      </button>
    </p>
  );
}
