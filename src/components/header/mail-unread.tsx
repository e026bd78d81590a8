import { useTranslation } from 'react-i18next';
import { useUnreadMail } from '../use-unread-mail';
import styles from './mail-badge.module.css';

/** Counts above this show as "99+", so the bubble stays small. */
const SHOWN_MAX = 99;

/** The unread count over the header's envelope; nothing at 0. Needs the query client (lazy, with it). */
export default function MailUnread() {
  const { t } = useTranslation();
  const unread = useUnreadMail();
  if (unread <= 0) return null;
  return (
    <>
      <span className={styles.count} data-testid="mail-unread" aria-hidden="true">
        {unread > SHOWN_MAX ? `${SHOWN_MAX}+` : unread}
      </span>
      {/* A text node, not a span's edge, keeps the space in the link's name: "Messages 3 unread". */}
      {' '}
      <span className={styles.hidden}>{t('header.mailUnread', { count: unread })}</span>
    </>
  );
}
