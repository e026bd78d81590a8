import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { tabPanelProps, Tabs } from '../../components/tabs';
import memberStyles from '../../components/member-page.module.css';
import { RebatesPanel } from './rebates-panel';
import { WalletsPanel } from './wallets-panel';

type Tab = 'wallets' | 'rebates';
const ID = 'transfer';

/** /Member/Transfer: the wallets and transfers, and (`?id=1`, the rebate bar's link) the rebates waiting. */
export default function TransferPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('id') === '1' ? 'rebates' : 'wallets';
  const select = (next: Tab) => setSearch(next === 'rebates' ? { id: '1' } : {}, { replace: true });
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Transfer')}</h1>
      <Tabs
        idBase={ID}
        label={t('wallet.tabs')}
        items={[
          { key: 'wallets', label: t('wallet.wallets') },
          { key: 'rebates', label: t('wallet.rebates') },
        ]}
        selected={tab}
        onSelect={select}
      />
      <div {...tabPanelProps(ID, tab)}>{tab === 'wallets' ? <WalletsPanel /> : <RebatesPanel />}</div>
    </main>
  );
}
