import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { tabPanelProps, Tabs } from '../../components/tabs';
import memberStyles from '../../components/member-page.module.css';
import { StopClosedNote } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { BankTransferForm } from './bank-transfer-form';
import { OnlinePaymentForm } from './online-payment-form';
import { RechargeList } from './recharge-list';
import { useBalanceFollowsDeposits, useBankAccounts, usePaymentChannels, useRecharges } from './use-deposits';

type Tab = 'bank' | 'online';
const ID = 'deposit';

function BankPanel() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  if (accounts.isPending) return <LoadingState />;
  if (!accounts.data) return <ErrorState message={t('deposit.loadFailed')} detail={accounts.error?.message} onRetry={() => void accounts.refetch()} />;
  if (accounts.data.length === 0) return <EmptyState message={t('deposit.noMethods')} />;
  return <BankTransferForm accounts={accounts.data} />;
}

function OnlinePanel() {
  const { t } = useTranslation();
  const channels = usePaymentChannels();
  if (channels.isPending) return <LoadingState />;
  if (!channels.data) return <ErrorState message={t('deposit.loadFailed')} detail={channels.error?.message} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0) return <EmptyState message={t('deposit.noMethods')} />;
  return <OnlinePaymentForm channels={channels.data} />;
}

/** /Member/Deposit: a bank transfer for review or an online payment (`?way=online`), and the latest deposits. */
export default function DepositPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('way') === 'online' ? 'online' : 'bank';
  const select = (next: Tab) => setSearch(next === 'online' ? { way: 'online' } : {}, { replace: true });
  const recharges = useRecharges();
  useBalanceFollowsDeposits(recharges.data);
  // During a stop the forms are not offered: the reason and its end stand in their place.
  const stop = usePlayStop();
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Deposit')}</h1>
      <Tabs
        idBase={ID}
        label={t('deposit.tabs')}
        items={[
          { key: 'bank', label: t('deposit.bank') },
          { key: 'online', label: t('deposit.online') },
        ]}
        selected={tab}
        onSelect={select}
      />
      <div {...tabPanelProps(ID, tab)}>{stop ? <StopClosedNote stop={stop} /> : tab === 'bank' ? <BankPanel /> : <OnlinePanel />}</div>
      <RechargeList list={recharges.data} pending={recharges.isPending} error={recharges.error} onRetry={() => void recharges.refetch()} />
    </main>
  );
}
