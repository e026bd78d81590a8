import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../../domain/contracts/replies/vip';
import tableStyles from '../../components/data-table.module.css';
import { groupThousands } from './vip-math';
import styles from './vip.module.css';

/** Every level with its threshold and benefits; the member's own row is marked for eyes and screen readers. */
export function VipLevelsTable({ levels, current }: { levels: readonly VipLevel[]; current: number | null }) {
  const { t } = useTranslation();
  const money = (amount: string | null) => (amount === null ? t('vip.none') : groupThousands(amount));
  return (
    <table className={`${tableStyles.table} ${styles.levels}`} data-testid="vip-levels">
      <caption className="visually-hidden">{t('vip.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vip.level')}</th>
          <th scope="col" className={tableStyles.num}>{t('vip.minDeposit')}</th>
          <th scope="col" className={tableStyles.num}>{t('vip.upgradeBonus')}</th>
          <th scope="col" className={tableStyles.num}>{t('vip.dailyWithdrawals')}</th>
          <th scope="col" className={tableStyles.num}>{t('vip.dailyLimit')}</th>
          <th scope="col" className={tableStyles.num}>{t('vip.birthdayBonus')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => {
          const mine = l.level === current;
          return (
            <tr key={l.level} className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined} data-testid="vip-level">
              <th scope="row">
                {l.name}
                {mine ? <span className={styles.badge}>{t('vip.yours')}</span> : null}
              </th>
              <td className={tableStyles.num}>{money(l.min_deposit)}</td>
              <td className={tableStyles.num}>{money(l.upgrade_bonus)}</td>
              <td className={tableStyles.num}>{l.daily_withdrawals ?? t('vip.none')}</td>
              <td className={tableStyles.num}>{money(l.daily_withdrawal_limit)}</td>
              <td className={tableStyles.num}>{money(l.birthday_bonus)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
