import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  /** Total rows of the list and rows per page, as the paged replies carry them. */
  total: number;
  limit: number;
  onPage(page: number): void;
  /** Names the list the pages are of, for screen readers. */
  label?: string;
}

/** How many pages `total` rows make (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Previous / "page n of m" / next under a paged list; nothing when it fits on one page. */
export function Pager({ page, total, limit, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? t('records.pages')}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </button>
      <span aria-live="polite">{t('records.pageOf', { page, pages })}</span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}
