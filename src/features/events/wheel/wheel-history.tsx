import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/load-state';
import type { WheelQueryReply } from '../../../../domain/contracts/replies/events';
import { DrawHistory } from '../shared/draw-history';
import styles from './wheel.module.css';

/** The member's spins with their proofs (each row links to Verify once its seed is revealed). */
export function WheelHistory({ member, query }: { member: boolean; query: UseQueryResult<WheelQueryReply> }) {
  const { t } = useTranslation();
  let body;
  if (!member) body = <p className={styles.muted}>{t('wheel.historyLogin')}</p>;
  else if (query.isError) body = <ErrorState message={t('wheel.historyFailed')} detail={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <LoadingState minHeight={120} />;
  else body = <DrawHistory rows={query.data.history} caption={t('wheel.historyCaption')} event="wheel" />;
  return (
    <section className={styles.card} data-testid="wheel-history">
      {member ? null : <h2 className={styles.cardTitle}>{t('wheel.historyCaption')}</h2>}
      {body}
    </section>
  );
}
