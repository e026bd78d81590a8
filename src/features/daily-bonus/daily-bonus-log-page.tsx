import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs, type TabItem } from '../../components/tabs';
import { AwardTable, CheckInTable } from './history-tables';
import styles from './daily-bonus.module.css';

type LogTab = 'check-ins' | 'awards';
const ID = 'bonus-log';

/** /Member/DailyBonusLog: the check-ins and the claimed awards, each a paged table on its own tab. */
export default function DailyBonusLogPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LogTab>('check-ins');
  const items: TabItem<LogTab>[] = [
    { key: 'check-ins', label: t('dailyBonus.tabCheckIns') },
    { key: 'awards', label: t('dailyBonus.tabAwards') },
  ];
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.DailyBonusLog')}</h1>
      <Tabs idBase={ID} items={items} selected={tab} onSelect={(key) => setTab(key)} label={t('dailyBonus.logLabel')} />
      <div {...tabPanelProps(ID, tab)} className={styles.panel}>
        {tab === 'check-ins' ? <CheckInTable /> : <AwardTable />}
      </div>
    </main>
  );
}
