import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../components/load-state';
import type { ActivityItem } from '../../../domain/contracts/replies/promotions';
import { ActivityCard } from './activity-card';
import { ActivityDialog } from './activity-dialog';
import { MyApplications } from './my-applications';
import { useActivities, useActs } from './use-promotions';
import styles from './promotions.module.css';

/** Placeholder cards while the list loads: the grid keeps its height, nothing jumps. */
function CardSkeletons() {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} role="status" aria-label={t('common.loading')} data-testid="loading-state">
      <li className={`${styles.featured} ${styles.skeleton}`} />
      {[1, 2, 3].map((n) => (
        <li key={n} className={`${styles.card} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}

/** Promotions (`/Promotion`): activity cards from `/activities`, the acts of `/act/list` to apply for, the member's results. */
export default function PromotionPage() {
  const { t } = useTranslation();
  const activities = useActivities();
  const acts = useActs();
  const [opened, setOpened] = useState<ActivityItem | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const openDetails = (item: ActivityItem, from: HTMLElement | null) => {
    trigger.current = from;
    setOpened(item);
  };
  const actOf = (item: ActivityItem | null) => (item?.act_id ? acts.data?.find((a) => a.id === item.act_id) : undefined);

  let list;
  if (activities.isPending) list = <CardSkeletons />;
  else if (activities.isError) list = <ErrorState message={t('promotions.loadFailed')} detail={activities.error.message} onRetry={() => void activities.refetch()} />;
  else if (activities.data.length === 0) list = <EmptyState message={t('promotions.empty')} />;
  else
    list = (
      <ul className={styles.grid}>
        {activities.data.map((item) => (
          <ActivityCard key={item.id} item={item} act={actOf(item)} onDetails={openDetails} />
        ))}
      </ul>
    );

  return (
    <main className={styles.page} data-testid="page">
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('page.promotion')}</h1>
        <p className={styles.subtitle}>{t('promotions.subtitle')}</p>
      </header>
      <section aria-labelledby="all-promotions">
        <h2 id="all-promotions" className="visually-hidden">
          {t('promotions.allPromotions')}
        </h2>
        {list}
      </section>
      <MyApplications />
      <ActivityDialog item={opened} act={actOf(opened)} onClose={() => setOpened(null)} returnFocus={() => trigger.current} />
    </main>
  );
}
