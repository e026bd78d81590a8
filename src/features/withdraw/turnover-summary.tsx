import { useTranslation } from 'react-i18next';
import { FIRST_DEPOSIT_BONUS_WAGER_TIMES } from '../../../domain/contracts/first-deposit-wagering';
import type { WithdrawInfo } from '../../../domain/contracts/replies/withdrawals';
import { turnoverState } from './turnover-state';
import styles from './withdraw.module.css';

const sentence = { none: 'withdraw.turnoverNone', met: 'withdraw.turnoverMet', needed: 'withdraw.turnoverNeeded', bonus: 'withdraw.turnoverBonus' } as const;

/**
 * Balance and what may leave now, then one sentence on the turnover rules (the product spec's one times on
 * deposits, the first-deposit bonus's own multiple) for the state the member is in, with the amount still
 * to bet; the figures of the rule only while bets are still owed, when they explain the sentence.
 */
export function TurnoverSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const { turnover, bonus } = info;
  const state = turnoverState(info);
  return (
    <section className={styles.summaryBox} data-testid="withdraw-summary">
      <dl className={styles.summary}>
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
      </dl>
      <p className={state === 'needed' || state === 'bonus' ? styles.needed : styles.met} data-testid="turnover-status" data-state={state}>
        {t(sentence[state], { amount: turnover.still_needed })}
        {state === 'needed' ? (
          <span className={styles.progress}>{t('withdraw.turnoverProgress', { valid: turnover.valid_betting, deposited: turnover.deposited })}</span>
        ) : null}
        {state === 'bonus' && bonus ? (
          <span className={styles.progress}>{t('withdraw.bonusProgress', { times: FIRST_DEPOSIT_BONUS_WAGER_TIMES, wagered: bonus.wagered, required: bonus.required })}</span>
        ) : null}
      </p>
    </section>
  );
}
