import { useTranslation } from 'react-i18next';
import type { MoneyLogRow } from '../../../domain/contracts/replies/money';
import { formatDayTime } from '../../lib/date-format';
import { moneyRowLabel } from './money-row-label';
import tableStyles from '../../components/data-table.module.css';
import styles from './wallet.module.css';

/**
 * The Transaction rows with one balance per column: the centre wallet's after each of its movements,
 * and the game wallet's after a bet or a transfer with one game wallet. A bet never touches the centre
 * wallet, so its centre cell stays empty rather than showing another wallet's money.
 */
export function MoneyLogTable({ rows, busy }: { rows: MoneyLogRow[]; busy: boolean }) {
  const { t } = useTranslation();
  const none = t('records.noBalance');
  return (
    <table className={tableStyles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('records.time')}</th>
          <th scope="col">{t('records.kind')}</th>
          <th scope="col" className={tableStyles.num}>
            {t('records.amount')}
          </th>
          <th scope="col" className={tableStyles.num}>
            {t('records.balance')}
          </th>
          <th scope="col" className={tableStyles.num}>
            {t('records.walletBalance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="money-row" data-kind={row.kind}>
            <td>{formatDayTime(row.created_at)}</td>
            <td data-testid="money-kind">
              {moneyRowLabel(row, t)}
              {row.kind === 'bet' && row.wallet ? <span className={styles.walletTag}>{row.wallet}</span> : null}
            </td>
            <td className={`${tableStyles.num} ${row.money.startsWith('-') ? styles.out : styles.in}`}>{row.money.startsWith('-') ? row.money : `+${row.money}`}</td>
            <td className={tableStyles.num} data-testid="money-balance">
              {row.balance ?? none}
            </td>
            <td className={tableStyles.num} data-testid="money-wallet-balance">
              {row.wallet_balance ?? none}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
