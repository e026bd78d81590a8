import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { useVips } from './use-vips';
import { VipLevelsTable } from './vip-levels-table';
import { VipProgressCard } from './vip-progress';
import styles from './vip.module.css';

/** /Member/Vip: the member's level and progress to the next, and every level's threshold and benefits (`/member/vips`). */
export default function VipPage() {
  const { t } = useTranslation();
  const vips = useVips();
  let body;
  if (vips.isPending) body = <LoadingState />;
  else if (vips.isError) body = <ErrorState message={t('vip.loadFailed')} detail={vips.error.message} onRetry={() => void vips.refetch()} />;
  else if (vips.data.levels.length === 0) body = <EmptyState message={t('vip.empty')} />;
  else
    body = (
      <>
        {vips.data.member ? <VipProgressCard progress={vips.data.member} levels={vips.data.levels} /> : null}
        <h2 className={styles.sectionTitle}>{t('vip.levelsTitle')}</h2>
        <VipLevelsTable levels={vips.data.levels} current={vips.data.member?.level ?? null} />
        <p className={styles.note}>{t('vip.note')}</p>
      </>
    );
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Vip')}</h1>
      {body}
    </main>
  );
}
