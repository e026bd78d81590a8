import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { Pager } from '../../components/pager';
import { formatDayTime } from '../../lib/date-format';
import { useSent } from './use-site-mail';
import styles from './site-mail.module.css';

/** What the member sent to customer service, newest first, as they typed it (plain text). */
export function SentPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const sent = useSent(page);

  if (sent.isPending) return <LoadingState />;
  if (!sent.data) return <ErrorState message={t('mail.loadFailed')} detail={sent.error?.message} onRetry={() => void sent.refetch()} />;
  const { list, total, limit } = sent.data;
  if (total === 0) return <EmptyState message={t('mail.sentEmpty')} hint={t('mail.sentEmptyHint')} />;
  return (
    <>
      <ul className={styles.list} aria-busy={sent.isFetching}>
        {list.map((m) => (
          <li key={m.id} className={styles.item} data-testid="sent-message">
            <h2 className={styles.head}>
              <span className={styles.toggle}>
                <span className={styles.subject}>{m.title}</span>
                <time className={styles.time} dateTime={m.created_at} data-testid="mail-time">
                  {formatDayTime(m.created_at)}
                </time>
              </span>
            </h2>
            <p className={`${styles.body} ${styles.plain}`}>{m.message}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} total={total} limit={limit} onPage={setPage} label={t('mail.pages')} />
    </>
  );
}
