import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import tableStyles from '../../components/data-table.module.css';
import { useRebateLevels } from './use-rebate-levels';
import styles from './rebate-rates.module.css';

/** The rate of every VIP level for one game type, the member's level marked. */
export function RebateRatesTable({ gameType, typeName, current }: { gameType: number; typeName: string; current: number | null }) {
  const { t } = useTranslation();
  const rates = useRebateLevels(gameType);
  if (rates.isPending) return <LoadingState />;
  if (rates.isError) return <ErrorState message={t('rebateRates.loadFailed')} detail={rates.error.message} onRetry={() => void rates.refetch()} />;
  if (rates.data.length === 0) return <EmptyState message={t('rebateRates.empty')} />;
  return (
    <table className={`${tableStyles.table} ${styles.rates}`} data-testid="rebate-rates">
      <caption className="visually-hidden">{t('rebateRates.caption', { type: typeName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rebateRates.level')}</th>
          <th scope="col" className={tableStyles.num}>{t('rebateRates.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.data.map((r) => {
          const mine = r.level === current;
          return (
            <tr key={r.level} className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined} data-testid="rebate-rate">
              <th scope="row">
                {r.name}
                {mine ? <span className={styles.badge}>{t('rebateRates.yours')}</span> : null}
              </th>
              <td className={tableStyles.num}>{t('rebateRates.percent', { rate: r.rate })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
