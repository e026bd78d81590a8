import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { formatDayTime } from '../../lib/date-format';
import { HistoryPager } from './history-pager';
import { useAwardHistory, useCheckInHistory } from './use-daily-bonus';
import tableStyles from '../../components/data-table.module.css';

/** The member's check-ins, newest day first, paged. */
export function CheckInTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useCheckInHistory(page);
  if (history.isPending) return <LoadingState />;
  if (!history.data) return <ErrorState message={t('dailyBonus.historyFailed')} detail={history.error?.message} onRetry={() => void history.refetch()} />;
  if (history.data.total === 0) return <EmptyState message={t('dailyBonus.noCheckIns')} hint={t('dailyBonus.noCheckInsHint')} />;
  return (
    <>
      <table className={tableStyles.table} aria-busy={history.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t('dailyBonus.day')}</th>
            <th scope="col">{t('dailyBonus.checkedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.list.map((row) => (
            <tr key={row.id} data-testid="check-in-row">
              <td>{row.day}</td>
              <td>{formatDayTime(row.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HistoryPager page={history.data.page} total={history.data.total} limit={history.data.limit} onPage={setPage} />
    </>
  );
}

/** The member's claimed awards with what each paid, newest first, paged. */
export function AwardTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useAwardHistory(page);
  if (history.isPending) return <LoadingState />;
  if (!history.data) return <ErrorState message={t('dailyBonus.historyFailed')} detail={history.error?.message} onRetry={() => void history.refetch()} />;
  if (history.data.total === 0) return <EmptyState message={t('dailyBonus.noClaims')} hint={t('dailyBonus.noClaimsHint')} />;
  return (
    <>
      <table className={tableStyles.table} aria-busy={history.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t('dailyBonus.claimedAt')}</th>
            <th scope="col">{t('dailyBonus.award')}</th>
            <th scope="col">{t('dailyBonus.period')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('dailyBonus.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.list.map((row) => (
            <tr key={row.id} data-testid="award-row">
              <td>{formatDayTime(row.created_at)}</td>
              <td>{row.name}</td>
              <td>{row.period}</td>
              <td className={tableStyles.num}>+{row.money}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HistoryPager page={history.data.page} total={history.data.total} limit={history.data.limit} onPage={setPage} />
    </>
  );
}
