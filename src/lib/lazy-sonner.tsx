import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { withLaterTexts } from '../i18n/i18n';

/*
 * What the lobby gets for `import … from 'sonner'` (vite.config.ts aliases the bare name here): the
 * same `toast` and `Toaster`, but sonner's code (about 9 kB gzip) is not part of the script that
 * index.html loads before the app can start. It loads once the first screen is up (browser idle),
 * or at the first toast if that comes sooner; a toast shown before then appears as soon as the
 * Toaster is mounted (sonner drops toasts published before its Toaster subscribes).
 * Record and how to drop it: docs/decisions/0004-sonner-behind-a-lazy-alias.md.
 */

// A path, not the bare name, so this one import reaches the real package past the alias.
type Sonner = typeof import('../../node_modules/sonner/dist/index.mjs');
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import('../../node_modules/sonner/dist/index.mjs'));

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
// Whether the Toaster should be on the page: a small external store, as toasts come from outside React.
let wanted = false;
const listeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

type Message = Parameters<Sonner['toast']['error']>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';
let lastId = 0;

/** Shows the toast once sonner is there; the id is chosen here, so callers get it at once as with sonner. */
function later(kind: Kind | null, message: Message, data?: ExternalToast): string | number {
  const id = data?.id ?? `lazy-${(lastId += 1)}`;
  want();
  void mounted.then(loadSonner).then(({ toast: real }) => (kind ? real[kind] : real)(message, { ...data, id }));
  return id;
}

const show = (kind: Kind) => (message: Message, data?: ExternalToast) => later(kind, message, data);

/** sonner's `toast` for the kinds the lobby uses; tests/unit/lib/lazy-sonner.test.tsx checks src uses no other. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => later(null, message, data), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  message: show('message'),
  loading: show('loading'),
  dismiss: (id?: string | number) => void mounted.then(loadSonner).then(({ toast: real }) => real.dismiss(id)),
});

/** Names of the `toast` members this module provides. */
export const toastKinds = Object.keys(toast);

// With the texts beyond the first screen: the lobby's labels for the toast region are among them.
const LoadedToaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  const { Toaster: Real } = await withLaterTexts(loadSonner());
  return {
    default: function MountedToaster(props: ToasterProps) {
      // Runs after sonner's own effects (children first), so its subscription is in place.
      useEffect(() => markMounted(), []);
      return <Real {...props} />;
    },
  };
});

/** sonner's `Toaster`, rendered once the browser is idle after the first screen or a toast is asked for. */
export function Toaster(props: ToasterProps) {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    const { requestIdleCallback: idle, cancelIdleCallback: cancel }: Partial<Window> = window;
    if (!idle || !cancel) {
      const timer = window.setTimeout(want, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = idle(want);
    return () => cancel(handle);
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
    </Suspense>
  ) : null;
}
