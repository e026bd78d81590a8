import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalItem } from '../../../domain/contracts/replies/withdrawals';
import { formatDayTime } from '../../lib/date-format';
import tableStyles from '../../components/data-table.module.css';
import styles from './withdraw.module.css';

/** The member's latest withdrawals and where each stands. */
export function WithdrawalList({ query }: { query: UseQueryResult<WithdrawalItem[]> }) {
  const { t } = useTranslation();
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className={styles.sectionTitle}>
        {t('withdraw.history')}
      </h2>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('withdraw.time')}</th>
            <th scope="col">{t('withdraw.card')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('withdraw.amount')}
            </th>
            <th scope="col">{t('withdraw.status')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((w) => (
            <tr key={w.id} data-testid="withdrawal-row" data-status={w.status}>
              <td>{formatDayTime(w.created_at)}</td>
              <td>
                {w.bank} {w.card}
              </td>
              <td className={tableStyles.num}>{w.money}</td>
              <td>
                <span className={styles[w.status]}>{t(`withdraw.statuses.${w.status}`)}</span>
                {w.reason ? <span className={styles.reason}>{w.reason}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
