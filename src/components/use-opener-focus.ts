import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to what opened a dialog when it closes; pass the result as the Radix Content's
 * onCloseAutoFocus. Radix gives it back only to its own Dialog.Trigger, which the lobby's dialogs
 * do not use (they open from the store or from state), so focus would drop to the page body and a
 * keyboard player would start over at the top. The opener is read as the dialog opens, in a layout
 * effect: before Radix moves focus into it. `explicit` wins when it names an element. An opener that
 * is gone (the header's login form, replaced by the member's bar as the login succeeds) hands over
 * to the page's `[data-focus-home]` element, if it has one, rather than to the body.
 */
export function useOpenerFocus(open: boolean, explicit?: () => HTMLElement | null | undefined): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    // Read as it opens only: a Suspense boundary that hides and shows the dialog again re-runs this
    // effect, by when the focus is somewhere inside (or nowhere).
    if (open && !wasOpen.current) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    wasOpen.current = open;
  }, [open]);
  return useCallback(
    (event: Event) => {
      const chosen = explicit?.() ?? opener.current;
      const target = chosen?.isConnected ? chosen : document.querySelector<HTMLElement>('[data-focus-home]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [explicit],
  );
}
