import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

export interface LoadMoreProps {
  /** Games not loaded yet; nothing shows when there are none. */
  remaining: number;
  /** Games the next page brings (at most one page of 600). */
  nextCount: number;
  loading: boolean;
  /** The reason the last next-page load failed, shown above the button (which retries). */
  error?: string;
  onMore(): void;
}

/** The "Show 40 more games" button under a grid that holds one or more pages of a longer list. */
export function LoadMore({ remaining, nextCount, loading, error, onMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (remaining <= 0) return null;
  return (
    <div className={styles.more}>
      {error ? (
        <p className={styles.moreError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={styles.moreButton} onClick={onMore} disabled={loading} aria-busy={loading} data-testid="load-more">
        {loading ? t('common.loading') : t('lobby.loadMore', { n: nextCount })}
      </button>
    </div>
  );
}
