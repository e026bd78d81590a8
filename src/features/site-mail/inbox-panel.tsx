import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { Pager } from '../../components/pager';
import { SafeHtml } from '../../components/safe-html';
import { useClickGuard } from '../../components/use-click-guard';
import type { InboxMessage } from '../../../domain/contracts/replies/site-mail';
import { formatDayTime } from '../../lib/date-format';
import { useDeleteMail, useInbox, useMarkRead } from './use-site-mail';
import styles from './site-mail.module.css';

/** What the confirmation is for: one message, or (null) the whole inbox. */
type Deleting = { id: number | null };

interface InboxItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** One message: its title row opens and closes it; opened, its sanitised body and a delete button. */
function InboxItem({ message: m, open, onToggle, onDelete }: InboxItemProps) {
  const { t } = useTranslation();
  return (
    <li className={m.is_read ? styles.item : `${styles.item} ${styles.unread}`} data-testid="inbox-message" data-read={m.is_read ? '1' : '0'}>
      <h2 className={styles.head}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`mail-${m.id}`} onClick={onToggle}>
          <span className={m.is_read ? styles.readDot : styles.dot} aria-hidden="true" />
          {m.is_read ? null : <span className={styles.hidden}>{t('mail.unread')}</span>}
          <span className={styles.subject}>{m.title}</span>
          <time className={styles.time} dateTime={m.created_at} data-testid="mail-time">
            {formatDayTime(m.created_at)}
          </time>
        </button>
      </h2>
      {open ? (
        <div id={`mail-${m.id}`} className={styles.body}>
          <SafeHtml html={m.message} data-testid="mail-body" />
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={onDelete}>
              {t('mail.delete')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The inbox: a paged list, a message opens in place (sanitised) and is marked read; delete one or all, confirmed. */
export function InboxPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const inbox = useInbox(page);
  const markRead = useMarkRead(page);
  const remove = useDeleteMail();
  const askDeleteAll = useClickGuard(() => setDeleting({ id: null }));

  const toggle = (message: InboxMessage) => {
    if (openId === message.id) return setOpenId(null);
    setOpenId(message.id);
    if (!message.is_read) markRead.mutate(message.id);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        // Deleting all, or the last message of a page after the first, leaves nothing on this page.
        if (deleting.id === null || (inbox.data?.list.length === 1 && page > 1)) setPage(deleting.id === null ? 1 : page - 1);
        setDeleting(null);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  if (inbox.isPending) return <LoadingState />;
  if (!inbox.data) return <ErrorState message={t('mail.loadFailed')} detail={inbox.error?.message} onRetry={() => void inbox.refetch()} />;
  const { list, total, limit, unread } = inbox.data;
  return (
    <>
      <div className={styles.toolbar}>
        <span aria-live="polite" data-testid="inbox-summary">
          {t('mail.summary', { total, unread })}
        </span>
        <button type="button" className={styles.danger} onClick={askDeleteAll} disabled={total === 0}>
          {t('mail.deleteAll')}
        </button>
      </div>
      {total === 0 ? (
        <EmptyState message={t('mail.inboxEmpty')} hint={t('mail.inboxEmptyHint')} />
      ) : (
        <ul className={styles.list} aria-busy={inbox.isFetching}>
          {list.map((m) => (
            <InboxItem key={m.id} message={m} open={openId === m.id} onToggle={() => toggle(m)} onDelete={() => setDeleting({ id: m.id })} />
          ))}
        </ul>
      )}
      <Pager page={page} total={total} limit={limit} onPage={setPage} label={t('mail.pages')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t(deleting?.id === null ? 'mail.deleteAllTitle' : 'mail.deleteTitle')}
        text={t(deleting?.id === null ? 'mail.deleteAllConfirm' : 'mail.deleteConfirm', { count: total })}
        confirmLabel={t('mail.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
