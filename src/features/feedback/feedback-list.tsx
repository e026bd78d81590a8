import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../components/blob-image';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { Pager } from '../../components/pager';
import type { FeedbackItem } from '../../../domain/contracts/replies/feedback';
import { formatDayTime } from '../../lib/date-format';
import { useFeedbackImage, useFeedbackList } from './use-feedback';
import styles from './feedback.module.css';

/** A feedback's picture through an object URL; a box of the same size while it loads. */
function FeedbackImage({ id }: { id: number }) {
  const { t } = useTranslation();
  const image = useFeedbackImage(id);
  if (!image.data) return <span className={styles.thumbMissing}>{image.isError ? t('feedback.imageFailed') : t('common.loading')}</span>;
  return <BlobImage className={styles.thumb} blob={image.data} alt={t('feedback.imageAlt')} data-testid="feedback-image" />;
}

function Entry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid="feedback-item">
      <p className={styles.meta}>
        <time dateTime={item.created_at} data-testid="feedback-time">
          {formatDayTime(item.created_at)}
        </time>
        <span>{item.reply ? t('feedback.answered') : t('feedback.waiting')}</span>
      </p>
      <p className={styles.content}>{item.content}</p>
      {item.has_image ? <FeedbackImage id={item.id} /> : null}
      {item.reply ? (
        <div className={styles.reply} data-testid="feedback-reply">
          <span className={styles.replyHead}>
            {t('feedback.reply')} · <time dateTime={item.replied_at ?? undefined} data-testid="feedback-time">{formatDayTime(item.replied_at)}</time>
          </span>
          <p className={styles.content}>{item.reply}</p>
        </div>
      ) : (
        <p className={styles.waiting}>{t('feedback.waitingHint')}</p>
      )}
    </li>
  );
}

/** The member's past feedback, newest first, paged, with the operator's replies. */
export function FeedbackList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feedback = useFeedbackList(page);

  if (feedback.isPending) return <LoadingState />;
  if (!feedback.data) return <ErrorState message={t('feedback.loadFailed')} detail={feedback.error?.message} onRetry={() => void feedback.refetch()} />;
  const { list, total, limit } = feedback.data;
  if (total === 0) return <EmptyState message={t('feedback.empty')} hint={t('feedback.emptyHint')} />;
  return (
    <>
      <ul className={styles.list} aria-busy={feedback.isFetching}>
        {list.map((item) => (
          <Entry key={item.id} item={item} />
        ))}
      </ul>
      <Pager page={page} total={total} limit={limit} onPage={setPage} label={t('feedback.pages')} />
    </>
  );
}
