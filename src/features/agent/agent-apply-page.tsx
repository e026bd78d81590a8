import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import type { AgentApplication, AgentStatus } from '../../../domain/contracts/replies/team';
import { formatDayTime } from '../../lib/date-format';
import { AgentApplyForm } from './agent-apply-form';
import { useAgentStatus } from './use-agent';
import styles from './agent.module.css';

/** The reason and times of an application, as sent. */
function ApplicationFacts({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt>{t('agent.submittedAt')}</dt>
      <dd data-testid="application-time">{formatDayTime(application.created_at)}</dd>
      {application.decided_at ? (
        <>
          <dt>{t('agent.decidedAt')}</dt>
          <dd>{formatDayTime(application.decided_at)}</dd>
        </>
      ) : null}
      <dt>{t('agent.reason')}</dt>
      <dd data-testid="application-reason">{application.reason}</dd>
    </dl>
  );
}

/** What the member sees for their status: agent, waiting, refused (with the form again), or the form. */
function StatusBody({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const { application } = status;
  if (status.is_agent)
    return (
      <section className={`${styles.panel} ${styles.agent}`} data-testid="agent-state" data-state="agent">
        <h2 className={styles.panelTitle}>{t('agent.isAgent')}</h2>
        <p className={styles.panelText}>{t('agent.isAgentText')}</p>
        <Link to="/Member/Team" className={styles.cta}>
          {t('agent.teamCta')}
        </Link>
      </section>
    );
  if (application?.status === 'pending')
    return (
      <section className={`${styles.panel} ${styles.pending}`} data-testid="agent-state" data-state="pending" aria-live="polite">
        <h2 className={styles.panelTitle}>{t('agent.pendingTitle')}</h2>
        <p className={styles.panelText}>{t('agent.pendingText')}</p>
        <ApplicationFacts application={application} />
      </section>
    );
  return (
    <>
      {application?.status === 'rejected' ? (
        <section className={`${styles.panel} ${styles.rejected}`} data-testid="agent-state" data-state="rejected">
          <h2 className={styles.panelTitle}>{t('agent.rejectedTitle')}</h2>
          {application.note ? <p className={styles.panelText}>{t('agent.rejectedNote', { note: application.note })}</p> : null}
          <p className={styles.panelText}>{t('agent.rejectedAgain')}</p>
          <ApplicationFacts application={application} />
        </section>
      ) : null}
      <AgentApplyForm />
    </>
  );
}

/** /Member/AgentApply: the member's agent status, and the application form while they may apply. */
export default function AgentApplyPage() {
  const { t } = useTranslation();
  const status = useAgentStatus();
  let body;
  if (status.isPending) body = <LoadingState />;
  else if (!status.data) body = <ErrorState message={t('agent.loadFailed')} detail={status.error?.message} onRetry={() => void status.refetch()} />;
  else body = <StatusBody status={status.data} />;
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.AgentApply')}</h1>
      {body}
      <p>
        <Link to="/Member/AgentGuide" className={styles.link}>
          {t('agent.guideLink')}
        </Link>
      </p>
    </main>
  );
}
