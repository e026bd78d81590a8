import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { AwardTiers } from './award-tiers';
import { CheckInPanel } from './check-in-panel';
import { useDailyBonus } from './use-daily-bonus';
import styles from './daily-bonus.module.css';

/** /Member/DailyBonus: check in once a day, this month's calendar, and the award tiers to claim. */
export default function DailyBonusPage() {
  const { t } = useTranslation();
  const status = useDailyBonus();

  let body;
  if (status.isPending) body = <LoadingState />;
  else if (!status.data) body = <ErrorState message={t('dailyBonus.loadFailed')} detail={status.error?.message} onRetry={() => void status.refetch()} />;
  else
    body = (
      <div className={styles.layout}>
        <CheckInPanel status={status.data} />
        <AwardTiers awards={status.data.list} />
      </div>
    );

  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.DailyBonus')}</h1>
      <p className={styles.intro}>{t('dailyBonus.intro')}</p>
      {body}
    </main>
  );
}
