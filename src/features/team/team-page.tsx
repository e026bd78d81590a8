import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs, type TabItem } from '../../components/tabs';
import { TeamMembers } from './team-members';
import { TeamReportPanel } from './team-report';

type TeamTab = 'members' | 'report';

/** /Member/Team: the member's direct children, and the team's report for a range of days. */
export default function TeamPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TeamTab>('members');
  const items: readonly TabItem<TeamTab>[] = [
    { key: 'members', label: t('team.tabMembers') },
    { key: 'report', label: t('team.tabReport') },
  ];
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Team')}</h1>
      <Tabs<TeamTab> idBase="team" items={items} selected={tab} onSelect={setTab} label={t('team.tabsLabel')} />
      <div {...tabPanelProps('team', tab)}>{tab === 'members' ? <TeamMembers /> : <TeamReportPanel />}</div>
    </main>
  );
}
