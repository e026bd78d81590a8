import { toast } from 'sonner';
import { requireMember } from './require-member';
import { parseProviderParams } from '../../domain/contracts/provider-params';
import type { Game, GameProvider } from '../../domain/contracts/replies/games';
import { i18next } from '../i18n/i18n';
import { operatorDayTime } from '../../domain/time/operator-time';
import { currentPlayStop } from '../lib/play-stop-now';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { openCentredPopup } from '../lib/centred-popup';

/** Popup size of docs/product.md §2 (`/LoginToSupplier`). */
export const GAME_POPUP = { width: 1200, height: 900 } as const;

/** The popup's address: `api_code`, the provider's own params, and the game's code when one was picked. */
export function launchUrl(provider: Pick<GameProvider, 'api_name' | 'params'>, game?: Pick<Game, 'code'>): string | null {
  const parsed = parseProviderParams(provider.params);
  if (!parsed.ok) return null;
  const query = new URLSearchParams({ ...parsed.params, api_code: provider.api_name });
  if (game) query.set('game_code', game.code);
  return `${window.location.pathname}#/LoginToSupplier?${query.toString()}`;
}

/**
 * Opens a provider (or one of its games) in the 1200x900 popup. Must run inside the click handler:
 * browsers only allow popups a user gesture opens. Visitors get the login dialog, and the game
 * opens once they have logged in there. With
 * auto-transfer on, the popup's launch moves the centre balance into the game (it announces that
 * itself), and closing the game brings that game's wallet back (components/game-close.ts).
 */
export function launchGame(provider: Pick<GameProvider, 'api_name' | 'params' | 'title'>, game?: Pick<Game, 'code'>): void {
  if (!requireMember(() => launchGame(provider, game))) return;
  // The server refuses a stopped member's launch too; here no empty popup opens, and the reason stays readable.
  const stop = currentPlayStop();
  if (stop) {
    toast.error(i18next.t('responsible.stopClosed', { stop: i18next.t(stop.stop === 'timed_out' ? 'responsible.stopTimeOut' : 'responsible.stopExcluded'), until: operatorDayTime(stop.until) }), {
      id: 'play-stop-closed',
      duration: 15_000,
    });
    return;
  }
  // Made now, when the member acts: the recall when this game closes is keyed by this launch.
  const recallKey = newIdempotencyKey();
  const url = launchUrl(provider, game);
  if (!url) {
    toast.error(i18next.t('lobby.badParams', { provider: provider.title }));
    return;
  }
  const popup = openCentredPopup(url, 'game', GAME_POPUP);
  if (!popup) toast.warning(i18next.t('lobby.popupBlocked'), { duration: 10_000 });
  // Loaded only now: the first screen (whose header can launch games) does not carry it.
  else void import('./game-close').then(({ recallWhenClosed }) => recallWhenClosed(popup, provider.api_name, recallKey));
}
