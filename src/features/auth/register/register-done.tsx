import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../components/form.module.css';

/** Step 3: the member is registered and logged in. */
export function RegisterDone({ name, onClose }: { name: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.success}>
      <div className={styles.successMark} aria-hidden="true">
        ✓
      </div>
      <p>{t('auth.registerDone', { name })}</p>
      <div className={styles.form}>
        <Link to="/Member/Deposit" className={styles.submit} style={{ lineHeight: '42px' }} onClick={onClose}>
          {t('header.deposit')}
        </Link>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          {t('auth.startPlaying')}
        </button>
      </div>
    </div>
  );
}
