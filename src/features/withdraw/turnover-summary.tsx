import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '../../contracts/withdrawals-types';
import styles from './withdraw.module.css';

/** Balance, what may leave now, and the turnover rule's figures (spec point 9). */
export function TurnoverSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const { turnover } = info;
  return (
    <dl className={styles.summary} data-testid="withdraw-summary">
      <div>
        <dt>{t('withdraw.balance')}</dt>
        <dd data-testid="withdraw-balance">{info.money}</dd>
      </div>
      <div>
        <dt>{t('withdraw.withdrawable')}</dt>
        <dd className={styles.gold} data-testid="withdrawable">
          {info.withdrawable}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.turnover')}</dt>
        <dd>
          {turnover.valid_betting} / {turnover.deposited}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.stillNeeded')}</dt>
        <dd className={turnover.met ? styles.met : styles.needed} data-testid="turnover-needed">
          {turnover.met ? t('withdraw.turnoverMet') : turnover.still_needed}
        </dd>
      </div>
    </dl>
  );
}
