import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/*
 * Dialogs are centred and at most 420 px wide; a toast is 356 px wide. From 1180 px of window up,
 * a toast at the top right (16 px in) ends left of where a centred dialog begins, so it never covers
 * a dialog's title, and it still sits just under the header's login form it usually answers.
 * Narrower windows (the lobby is laid out for 1200 px and more) get toasts at the bottom centre,
 * well away from any dialog's title at its top.
 */
const WIDE = '(min-width: 1180px)';

// jsdom (unit tests) has no matchMedia: count it as wide, the lobby's normal case.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);
function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWide = () => media()?.matches ?? true;

/** The one toast host of the lobby, placed so that toasts never cover an open dialog's title. */
export function AppToaster() {
  const wide = useSyncExternalStore(subscribe, isWide, () => true);
  // sonner's own labels are English ("Notifications alt+T", "Close toast"); the Toaster mounts with
  // the texts beyond the first screen (lazy-sonner.tsx), where these are.
  const { t } = useTranslation();
  return (
    <Toaster
      position={wide ? 'top-right' : 'bottom-center'}
      // 132 = the header's 117 px and a gap: a message never covers the login form it answers.
      offset={wide ? { top: 132, right: 16 } : { bottom: 24 }}
      theme="dark"
      richColors
      closeButton
      customAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
