import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import type { Recharge } from '../../../domain/contracts/replies/deposits';
import { formatDayTime } from '../../lib/date-format';
import { statusKey } from './recharge-status';
import styles from './deposit.module.css';

interface RechargeListProps {
  list: readonly Recharge[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry(): void;
}

/** The member's latest deposits with their status, newest first. */
export function RechargeList({ list, pending, error, onRetry }: RechargeListProps) {
  const { t } = useTranslation();
  let body;
  if (pending) body = <LoadingState minHeight={120} />;
  else if (!list) body = <ErrorState message={t('deposit.listFailed')} detail={error?.message} onRetry={onRetry} />;
  else if (list.length === 0) body = <EmptyState message={t('deposit.empty')} />;
  else {
    body = (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('deposit.time')}</th>
            <th scope="col">{t('deposit.way')}</th>
            <th scope="col">{t('deposit.channelColumn')}</th>
            <th scope="col" className={styles.num}>
              {t('deposit.amount')}
            </th>
            <th scope="col">{t('deposit.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id} data-testid="recharge-row" data-status={r.status}>
              <td>{formatDayTime(r.created_at)}</td>
              <td>{t(r.way === 'normal' ? 'deposit.bank' : 'deposit.online')}</td>
              <td>{r.channel}</td>
              <td className={styles.num}>{r.money}</td>
              <td>
                <span className={styles[r.status]}>{t(statusKey(r))}</span>
                {r.reason ? <span className={styles.reason}>{r.reason}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className={styles.recent} aria-labelledby="deposit-recent">
      <h2 id="deposit-recent" className={styles.sectionTitle}>
        {t('deposit.recent')}
      </h2>
      {body}
    </section>
  );
}
