import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { gameLogin } from '../../api/games';
import { fetchWallets } from '../../api/wallet';
import { amountToCents } from '../../../domain/contracts/money';
import { TransferOffer, type OfferWallets } from './transfer-offer';
import { httpUrlOrNull } from '../../lib/safe-url';
import { announceMoneyMoved } from '../../lib/money-moves';
import { useAppStore } from '../../store/app-store';
import styles from './lobby.module.css';

type State = { phase: 'checking' } | { phase: 'offer'; wallets: OfferWallets } | { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'guest' };

// The heading says what the popup is doing now: an error below an "Entering the game" heading reads as a contradiction.
const titleKey = { checking: 'page.loginToSupplier', offer: 'page.loginToSupplier', loading: 'page.loginToSupplier', error: 'lobby.launchErrorTitle', guest: 'lobby.launchGuestTitle' } as const;

/** Only the server's own pages or http(s) addresses may be opened: a reply is not trusted blindly. */
function gameAddress(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return httpUrlOrNull(url);
}

/**
 * The 1200x900 launch popup (docs/product.md §2): calls `/game/login` with `api_code` and the game's own
 * params from the address, then goes to the URL it returns; errors are shown here, in the popup.
 * With auto-transfer off and that game's wallet empty, it first offers a transfer (TransferOffer).
 */
export default function LoginToSupplierPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const signedIn = useAppStore((s) => s.islogin === 1 && Boolean(s.token));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(signedIn ? { phase: 'checking' } : { phase: 'guest' });
  const query = search.toString();
  const launching = state.phase === 'loading';

  // Before the game opens: an empty game wallet with auto-transfer off would open a game with
  // nothing to play; the member is offered the transfer first. Unread wallets never hold it back.
  useEffect(() => {
    if (state.phase !== 'checking') return;
    let live = true;
    const apiCode = new URLSearchParams(query).get('api_code') ?? '';
    fetchWallets()
      .then((reply) => {
        const wallet = reply.list.find((w) => w.api_code === apiCode);
        const empty = wallet !== undefined && amountToCents(wallet.money) === 0 && amountToCents(reply.money) > 0;
        if (!live) return;
        setState(!reply.auto_transfer && wallet && empty ? { phase: 'offer', wallets: { apiCode, provider: wallet.title, centre: reply.money } } : { phase: 'loading' });
      })
      .catch(() => live && setState({ phase: 'loading' }));
    return () => {
      live = false;
    };
  }, [state.phase, query]);

  useEffect(() => {
    if (!signedIn || !launching) return;
    let live = true;
    gameLogin(Object.fromEntries(new URLSearchParams(query)))
      .then((reply) => {
        // With auto-transfer on the launch has just moved the centre balance: the lobby that opened this shows it.
        announceMoneyMoved();
        const address = gameAddress(reply.url);
        if (!live) return;
        if (address) window.location.replace(address);
        else setState({ phase: 'error', message: t('lobby.launchFailed') });
      })
      .catch((error: Error) => live && setState({ phase: 'error', message: error.message || t('lobby.launchFailed') }));
    return () => {
      live = false;
    };
  }, [query, signedIn, launching, attempt, t]);

  return (
    <main className={styles.launch} data-testid="launch-page" data-phase={state.phase}>
      <img src="/brand/logo.svg" alt={t('brand.name')} width={176} height={45} />
      {state.phase === 'offer' ? null : <h1 className={styles.launchTitle}>{t(titleKey[state.phase])}</h1>}
      {state.phase === 'offer' ? (
        <TransferOffer wallets={state.wallets} onDone={() => setState({ phase: 'loading' })} />
      ) : state.phase === 'loading' || state.phase === 'checking' ? (
        <div className={styles.spinner} role="status" aria-label={t('common.loading')} />
      ) : (
        <>
          <p role="alert" className={styles.launchError}>
            {state.phase === 'guest' ? t('error.pleaseLogin') : state.message}
          </p>
          <div className={styles.launchActions}>
            {state.phase === 'error' ? (
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => {
                  setState({ phase: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('error.retry')}
              </button>
            ) : null}
            <button type="button" className={styles.ghostButton} onClick={() => window.close()}>
              {t('common.close')}
            </button>
          </div>
        </>
      )}
    </main>
  );
}
