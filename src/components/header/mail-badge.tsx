import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './mail-badge.module.css';

/**
 * The member's messages in the header: an envelope linking to /Member/SiteMail, with `unread` (the
 * count, see mail-unread.tsx) over its corner. The envelope is there from the first paint; the
 * count arrives later, with the query client, and moves nothing beside it.
 */
export function MailBadge({ unread }: { unread?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to="/Member/SiteMail" className={styles.mail} data-testid="mail-badge">
      <svg className={styles.icon} viewBox="0 0 16 12" aria-hidden="true" focusable="false">
        <rect x="0.75" y="0.75" width="14.5" height="10.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M1 1.5 8 7l7-5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className={styles.hidden}>{t('header.mail')}</span>
      {unread}
    </Link>
  );
}
