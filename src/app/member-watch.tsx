import { lazy } from 'react';
import { useAppStore } from '../store/app-store';
import { WithQueries } from './with-queries';

// The host waits for the texts beyond the first screen itself: wrapping this import in
// withLaterTexts would move Vite's preload helper out of the entry into a chunk of its own, which
// the first screen then downloads too (+0.3 kB gzip).
const ResponsiblePlayHost = lazy(() => import('../features/responsible-play/responsible-play-host'));

/**
 * What watches over a logged-in member on every page (issue 27: the reality check, the limit
 * prompt). Rendered by the page chrome, itself a lazy chunk, so the first screen carries none of it.
 */
export function MemberWatch() {
  const member = useAppStore((s) => s.islogin === 1 && s.token !== null);
  return member ? (
    <WithQueries>
      <ResponsiblePlayHost />
    </WithQueries>
  ) : null;
}
