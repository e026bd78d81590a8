import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AgentStatus } from '../../../domain/contracts/replies/team';
import styles from './team.module.css';

const applyPath = '/Member/AgentApply';

/**
 * What /Member/Team says to a member who is not an agent (docs/product.md §6): apply, with a reason of 10
 * to 1000 characters; while an application waits, that it is under review. Agents see nothing here.
 */
export function AgentCall({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  if (status.is_agent) return null;
  if (status.application?.status === 'pending')
    return (
      <section className={`${styles.call} ${styles.callPending}`} data-testid="team-agent-call" data-state="pending" aria-live="polite">
        <h2 className={styles.callTitle}>{t('team.callPendingTitle')}</h2>
        <p className={styles.callText}>{t('team.callPendingText')}</p>
        <Link to={applyPath} className={styles.callLink}>
          {t('team.callPendingLink')}
        </Link>
      </section>
    );
  return (
    <section className={styles.call} data-testid="team-agent-call" data-state="apply">
      <h2 className={styles.callTitle}>{t('team.callTitle')}</h2>
      <p className={styles.callText}>{t('team.callText')}</p>
      {status.application?.status === 'rejected' ? <p className={styles.callText}>{t('team.callRejected')}</p> : null}
      <Link to={applyPath} className={styles.callCta}>
        {t('team.callCta')}
      </Link>
    </section>
  );
}
