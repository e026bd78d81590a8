import { lazy, useState } from 'react';
import { appStore, useAppStore } from '../store/app-store';
import { WithQueries } from './with-queries';

// The host waits for the texts beyond the first screen itself: wrapping this import in
// withLaterTexts would move Vite's preload helper out of the entry into a chunk of its own, which
// the first screen then downloads too (+0.3 kB gzip).
const ResponsiblePlayHost = lazy(() => import('../features/responsible-play/responsible-play-host'));

/**
 * What watches over a logged-in member on every page (docs/product.md §10.1: the reality check, the limit
 * prompt). Rendered by the page chrome, itself a lazy chunk, so the first screen carries none of it.
 */
export function MemberWatch() {
  const member = useAppStore((s) => s.islogin === 1 && s.token !== null);
  // Whether this login is a registration's, read as the login lands (the register dialog is still open
  // then), not when the host's chunk and texts have come: by then the new member may have closed it.
  const [login, setLogin] = useState({ member, registered: false });
  if (login.member !== member) setLogin({ member, registered: member && appStore.getState().authDialog === 'register' });
  return member ? (
    <WithQueries>
      <ResponsiblePlayHost registered={login.registered} />
    </WithQueries>
  ) : null;
}
