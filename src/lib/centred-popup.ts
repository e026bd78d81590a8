/** A popup's size in CSS pixels. */
export interface PopupSize {
  width: number;
  height: number;
}

/**
 * Opens `url` in the popup window `name`, of `size` and centred on the screen (at its top left edge
 * when the screen is smaller). Must run inside the click (or Enter) handler, before any await:
 * browsers only allow popups a user gesture opens. Null when the browser blocked it.
 */
export function openCentredPopup(url: string, name: string, { width, height }: PopupSize): Window | null {
  const left = Math.max(0, Math.round((window.screen.availWidth - width) / 2));
  const top = Math.max(0, Math.round((window.screen.availHeight - height) / 2));
  return window.open(url, name, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}
