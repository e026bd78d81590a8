import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorState, LoadingState } from '../../components/load-state';
import { ProviderWallets } from './provider-wallets';
import { TransferForm, type TransferPreset } from './transfer-form';
import { useAutoTransfer, useRecoverAll, useWallets } from './use-wallets';
import styles from './wallet.module.css';

/** The centre wallet, the transfer form, recover-all, the auto-transfer switch and every provider wallet. */
export function WalletsPanel() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const recover = useRecoverAll();
  const auto = useAutoTransfer();
  const [preset, setPreset] = useState<TransferPreset | null>(null);

  if (wallets.isPending) return <LoadingState />;
  if (!wallets.data) return <ErrorState message={t('wallet.loadFailed')} detail={wallets.error?.message} onRetry={() => void wallets.refetch()} />;
  const { money, auto_transfer: autoOn, list } = wallets.data;

  const recoverAll = () =>
    recover.mutate(undefined, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(error.message) });
  const switchAuto = () =>
    auto.mutate(!autoOn, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(error.message) });

  return (
    <div className={styles.panel}>
      <section className={styles.centre} aria-labelledby="centre-title">
        <div>
          <h2 id="centre-title" className={styles.centreTitle}>
            {t('wallet.centre')}
          </h2>
          <p className={styles.centreMoney} data-testid="centre-money">
            {money}
          </p>
        </div>
        <div className={styles.centreActions}>
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={autoOn} disabled={auto.isPending} onChange={switchAuto} data-testid="auto-transfer" />
            <span>{t('wallet.autoTransfer')}</span>
          </label>
          <button type="button" className={styles.recover} onClick={recoverAll} disabled={recover.isPending} data-testid="recover-all">
            {recover.isPending ? t('wallet.recovering') : t('wallet.recoverAll')}
          </button>
        </div>
        <p className={styles.hint}>{t('wallet.autoTransferHint')}</p>
      </section>
      <TransferForm centreMoney={money} wallets={list} preset={preset} />
      <ProviderWallets wallets={list} onPick={setPreset} />
    </div>
  );
}
