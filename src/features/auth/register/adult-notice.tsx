import { useTranslation } from 'react-i18next';
import styles from './adult-notice.module.css';

/** docs/product.md §5: players must be 18 or older; said where the player commits to registering. */
export function AdultNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} data-testid="register-adult-notice">
      <span className={styles.mark} aria-hidden="true">
        18+
      </span>
      <span>{t('auth.adultNotice')}</span>
    </p>
  );
}
