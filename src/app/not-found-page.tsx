import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../components/page-state.module.css';

/** The catch-all 404 page with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid="not-found">
      <div className={styles.box}>
        <p className={styles.title} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <Link to="/" className={styles.action}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
