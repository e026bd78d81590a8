import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIRST_DEPOSIT_BONUS_WAGER_TIMES } from '../../../domain/contracts/first-deposit-wagering';
import { ErrorState, LoadingState } from '../../components/load-state';
import { useBankCards } from '../../components/use-bank-card-list';
import memberStyles from '../../components/member-page.module.css';
import { TurnoverSummary } from './turnover-summary';
import { useWithdrawals, useWithdrawInfo } from './use-withdraw';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from './withdraw.module.css';

/** /Member/Withdraw: balance, the turnover still needed, the card, amount and withdrawal password, and the requests so far. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const cards = useBankCards();
  const list = useWithdrawals();

  let body;
  if (info.isPending || cards.isPending) body = <LoadingState />;
  else if (!info.data || !cards.data)
    body = <ErrorState message={t('withdraw.loadFailed')} detail={(info.error ?? cards.error)?.message} onRetry={() => void Promise.all([info.refetch(), cards.refetch()])} />;
  else
    body = (
      <>
        <TurnoverSummary info={info.data} />
        {cards.data.length === 0 ? (
          <p className={styles.noCard} data-testid="no-card">
            {t('withdraw.noCard')} <Link to="/Member/BankCard">{t('withdraw.bindCard')}</Link>
          </p>
        ) : (
          <WithdrawForm info={info.data} cards={cards.data} />
        )}
      </>
    );

  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Withdraw')}</h1>
      <ul className={styles.notices}>
        <li>{t('paymentSpeed.withdrawal')}</li>
        <li>{t('withdraw.noticeService')}</li>
        <li>{t('withdraw.noticeTurnover')}</li>
        <li>{t('withdraw.noticeBonus', { times: FIRST_DEPOSIT_BONUS_WAGER_TIMES })}</li>
      </ul>
      {body}
      <WithdrawalList query={list} />
    </main>
  );
}
