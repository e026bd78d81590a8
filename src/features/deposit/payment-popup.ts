/** Size of the payment window. */
export const PAYMENT_POPUP = { width: 520, height: 720 } as const;

/**
 * Opens an empty payment window. Must run inside the click (or Enter) handler, before any await:
 * browsers only allow popups a user gesture opens. The address follows once the server made the
 * order (`showPaymentPage`). Null when the browser blocked it.
 */
export function openPaymentWindow(): Window | null {
  const { width, height } = PAYMENT_POPUP;
  const left = Math.max(0, Math.round((window.screen.availWidth - width) / 2));
  const top = Math.max(0, Math.round((window.screen.availHeight - height) / 2));
  return window.open('about:blank', 'deposit-payment', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
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
