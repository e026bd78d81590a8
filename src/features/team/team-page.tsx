import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs, type TabItem } from '../../components/tabs';
import { AgentCall } from './agent-call';
import { TeamMembers } from './team-members';
import { TeamReportPanel } from './team-report';
import { useTeamAgentStatus } from './use-team';

type TeamTab = 'members' | 'report';

/**
 * /Member/Team: the member's direct children, and the team's report for a range of days; above them,
 * for a member who is not an agent, the call to apply (or that the application is under review).
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TeamTab>('members');
  const status = useTeamAgentStatus();
  const items: readonly TabItem<TeamTab>[] = [
    { key: 'members', label: t('team.tabMembers') },
    { key: 'report', label: t('team.tabReport') },
  ];
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Team')}</h1>
      {status.data ? <AgentCall status={status.data} /> : null}
      <Tabs<TeamTab> idBase="team" items={items} selected={tab} onSelect={setTab} label={t('team.tabsLabel')} />
      <div {...tabPanelProps('team', tab)}>{tab === 'members' ? <TeamMembers agent={status.data?.is_agent ?? false} /> : <TeamReportPanel />}</div>
    </main>
  );
}
