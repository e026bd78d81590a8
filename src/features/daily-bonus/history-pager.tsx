import { useTranslation } from 'react-i18next';
import styles from './daily-bonus.module.css';

/** Previous / next and "page x of y" under a history table; nothing when it all fits on one page. */
export function HistoryPager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('records.pages')}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </button>
      <span aria-live="polite">{t('records.pageOf', { page, pages })}</span>
      <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}
