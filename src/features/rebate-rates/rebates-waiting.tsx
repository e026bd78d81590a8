import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { useWaitingRebates } from '../../components/use-waiting-rebates';
import { sumMoney } from '../../../domain/money/money';
import styles from './rebate-rates.module.css';

/** The member's rebates waiting (`/fsnow/list`): their sum and the rebate bar's link to collect them on the wallet page. */
export function RebatesWaiting() {
  const { t } = useTranslation();
  const rebates = useWaitingRebates();
  let body;
  if (rebates.isPending) body = <LoadingState minHeight={80} />;
  else if (!rebates.data) body = <ErrorState message={t('rebateRates.waitingFailed')} detail={rebates.error?.message} onRetry={() => void rebates.refetch()} />;
  else if (rebates.data.length === 0) body = <EmptyState message={t('rebateRates.waitingEmpty')} hint={t('rebateRates.waitingHint')} />;
  else
    body = (
      <div className={styles.waiting}>
        <p className={styles.waitingText}>
          {t('rebateRates.waiting')}{' '}
          <strong className={styles.amount} data-testid="rebates-waiting-total">
            {sumMoney(rebates.data.map((r) => r.fs_money))}
          </strong>
        </p>
        <Link to="/Member/Transfer?id=1" className={styles.collect} data-testid="rebates-collect-link">
          {t('rebateRates.collect')}
        </Link>
      </div>
    );
  return (
    <section className={styles.waitingBox} aria-labelledby="rebates-waiting-title" data-testid="rebates-waiting">
      <h2 id="rebates-waiting-title" className={styles.sectionTitle}>
        {t('rebateRates.waitingTitle')}
      </h2>
      {body}
    </section>
  );
}
