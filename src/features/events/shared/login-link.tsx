import { useTranslation } from 'react-i18next';
import { appStore } from '../../../store/app-store';
import styles from './events.module.css';

/** "Log in" beside a visitor's note on a page without the header: the login dialog, in place. */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.loginLink} onClick={() => appStore.getState().openAuthDialog('login')}>
      {t('header.login')}
    </button>
  );
}
