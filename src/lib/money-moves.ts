/**
 * The one signal that the member's money may have moved: something this tab started (a game
 * launched, a payment or game window closed), something another tab or the game popup did (told
 * through a BroadcastChannel), or the window coming back into view (an operator may have approved a
 * deposit meanwhile; live pushes come later). The balance and the money lists follow this signal.
 */
const CHANNEL = 'lobby-money-moves';
const EVENT = 'lobby:money-moved';

let shared: BroadcastChannel | null | undefined;

/** This window's one channel: a channel never hears its own messages, so this tab is told once, by its event. */
function channel(): BroadcastChannel | null {
  if (shared === undefined) shared = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return shared;
}

/** Tells this tab, the other tabs and the opener of this popup that money moved. */
export function announceMoneyMoved(target: Window = window): void {
  target.dispatchEvent(new Event(EVENT));
  channel()?.postMessage(EVENT);
}

/** Calls `listener` on every sign that money may have moved; returns the unsubscribe. */
export function followMoneyMoves(listener: () => void, target: Window = window): () => void {
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') listener();
  };
  target.addEventListener(EVENT, listener);
  target.addEventListener('focus', listener);
  target.document.addEventListener('visibilitychange', onVisible);
  channel()?.addEventListener('message', listener);
  return () => {
    target.removeEventListener(EVENT, listener);
    target.removeEventListener('focus', listener);
    target.document.removeEventListener('visibilitychange', onVisible);
    channel()?.removeEventListener('message', listener);
  };
}

/** How often an opened window is checked for being closed. */
export const CLOSED_CHECK_MS = 1000;

/** Announces a money move once `popup` (a game or payment window) is closed; returns the stop. */
export function announceWhenClosed(popup: Window, target: Window = window): () => void {
  const timer = target.setInterval(() => {
    if (!popup.closed) return;
    target.clearInterval(timer);
    announceMoneyMoved(target);
  }, CLOSED_CHECK_MS);
  return () => target.clearInterval(timer);
}
