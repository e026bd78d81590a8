import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { SafeHtml } from '../../components/safe-html';
import type { AgentStatus } from '../../../domain/contracts/replies/team';
import { CommissionTable } from './commission-table';
import { useAgentGuide, useAgentStatus } from './use-agent';
import styles from './agent.module.css';

/** The next step for this member: their team when an agent, their application when one waits, else applying. */
function NextStep({ status }: { status: AgentStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  if (status.is_agent)
    return (
      <Link to="/Member/Team" className={styles.cta} data-testid="guide-next">
        {t('agent.teamCta')}
      </Link>
    );
  const pending = status.application?.status === 'pending';
  return (
    <Link to="/Member/AgentApply" className={styles.cta} data-testid="guide-next">
      {pending ? t('agent.pendingCta') : t('agent.applyCta')}
    </Link>
  );
}

/** /Member/AgentGuide: how the agent programme works (server HTML) and the commission table. */
export default function AgentGuidePage() {
  const { t } = useTranslation();
  const guide = useAgentGuide();
  const status = useAgentStatus();

  let body;
  if (guide.isPending) body = <LoadingState />;
  else if (!guide.data) body = <ErrorState message={t('agent.loadFailed')} detail={guide.error?.message} onRetry={() => void guide.refetch()} />;
  else
    body = (
      <>
        <SafeHtml html={guide.data.content} className={styles.guide} data-testid="agent-guide" />
        <CommissionTable tiers={guide.data.tiers} />
        <div className={styles.actions}>
          <NextStep status={status.data} />
        </div>
      </>
    );

  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.AgentGuide')}</h1>
      {body}
    </main>
  );
}
