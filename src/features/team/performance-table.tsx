import { useTranslation } from 'react-i18next';
import tableStyles from '../../components/data-table.module.css';
import type { TeamDay } from '../../../domain/contracts/replies/team';
import styles from './team.module.css';

/** The per-day figures as a table: the chart's text alternative, newest day first. */
export function PerformanceTable({ days }: { days: readonly TeamDay[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={tableStyles.table} data-testid="team-days">
        <caption className="visually-hidden">{t('team.daily')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.date')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.betCount')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.betAmount')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.validBet')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.payout')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.profit')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.newMembers')}</th>
            <th scope="col" className={tableStyles.num}>{t('team.deposits')}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date} data-testid="team-day" data-date={day.date}>
              <th scope="row" data-testid="team-day-date">{day.date}</th>
              <td className={tableStyles.num}>{day.bet_count}</td>
              <td className={tableStyles.num}>{day.bet_amount}</td>
              <td className={tableStyles.num}>{day.valid_bet}</td>
              <td className={tableStyles.num}>{day.payout}</td>
              <td className={`${tableStyles.num} ${day.profit.startsWith('-') ? styles.down : day.profit === '0.00' ? '' : styles.up}`}>{day.profit}</td>
              <td className={tableStyles.num}>{day.new_members}</td>
              <td className={tableStyles.num}>{day.deposits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
