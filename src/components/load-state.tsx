import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from './use-click-guard';
import styles from './load-state.module.css';

/** A polite "Loading…" with a spinner, for a list or a page body still on its way. */
export function LoadingState({ minHeight = 200 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} style={{ minHeight }} role="status" aria-live="polite" data-testid="loading-state">
      <span className={styles.spinner} aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

/** A failed load: what failed and, when it can help, a retry button (the server's reason below). */
export function ErrorState({ message, detail, onRetry, children }: { message: string; detail?: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const retry = useClickGuard(onRetry);
  return (
    <div className={styles.state} role="alert" data-testid="error-state">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {onRetry ? (
        <button type="button" className={styles.action} onClick={() => retry()}>
          {t('error.retry')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** Nothing to show yet (an empty list), said plainly, with a hint how to fill it and an action inside the box. */
export function EmptyState({ message, hint, children }: { message: string; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.state} data-testid="empty-state">
      <p className={styles.message}>{message}</p>
      {hint ? <p className={styles.detail}>{hint}</p> : null}
      {children}
    </div>
  );
}
