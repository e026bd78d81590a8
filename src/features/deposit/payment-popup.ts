import { openCentredPopup } from '../../lib/centred-popup';

/** Size of the payment window. */
export const PAYMENT_POPUP = { width: 520, height: 720 } as const;

/**
 * Opens an empty payment window, centred. Must run inside the click (or Enter) handler, before any
 * await (lib/centred-popup.ts). The address follows once the server made the order
 * (`showPaymentPage`). Null when the browser blocked it.
 */
export function openPaymentWindow(): Window | null {
  return openCentredPopup('about:blank', 'deposit-payment', PAYMENT_POPUP);
}

/** Sends the opened window to the payment page; false when it is gone (blocked or closed meanwhile). */
export function showPaymentPage(popup: Window | null, url: string): boolean {
  if (!popup || popup.closed) return false;
  // The payment page gets no handle on the lobby (a real gateway's page would be another site).
  popup.opener = null;
  popup.location.href = url;
  popup.focus();
  return true;
}

/** Closes a window opened for an order that could not be made. */
export function closePaymentWindow(popup: Window | null): void {
  if (popup && !popup.closed) popup.close();
}
