import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProviderWallet } from '../../../domain/contracts/replies/money';
import type { TransferPreset } from './transfer-form';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { useRefreshWallet } from './use-wallets';
import styles from './wallet.module.css';

/** Every provider wallet with its own refresh; "in" and "out" fill the transfer form. */
export function ProviderWallets({ wallets, onPick }: { wallets: readonly ProviderWallet[]; onPick(preset: TransferPreset): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const refreshing = refresh.isPending ? refresh.variables : null;
  // During a stop money only comes back from the games (the transfer form says why).
  const stopped = usePlayStop() !== null;
  return (
    <section aria-labelledby="game-wallets-title">
      <h2 id="game-wallets-title" className={styles.sectionTitle}>
        {t('wallet.gameWallets')}
      </h2>
      <ul className={styles.wallets}>
        {wallets.map((w) => (
          <li key={w.api_code} className={styles.wallet} data-testid="provider-wallet" data-api={w.api_code}>
            <span className={styles.walletTitle}>{w.title}</span>
            <span className={styles.walletMoney} data-testid="provider-money">
              {w.money}
            </span>
            <span className={styles.walletActions}>
              <button
                type="button"
                className={styles.mini}
                onClick={() => onPick({ api_code: w.api_code, direction: 'in', at: Date.now() })}
                aria-label={t('wallet.moveInTo', { name: w.title })}
                disabled={stopped}
              >
                {t('wallet.in')}
              </button>
              <button
                type="button"
                className={styles.mini}
                onClick={() => onPick({ api_code: w.api_code, direction: 'out', at: Date.now() })}
                aria-label={t('wallet.moveOutOf', { name: w.title })}
                disabled={w.money === '0.00'}
              >
                {t('wallet.out')}
              </button>
              <button
                type="button"
                className={styles.refresh}
                aria-label={t('wallet.refreshOne', { name: w.title })}
                aria-busy={refreshing === w.api_code}
                disabled={refreshing === w.api_code}
                onClick={() => refresh.mutate(w.api_code, { onError: (error) => toast.error(error.message) })}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
