import { lazy } from 'react';
import { withLaterTexts } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';
import { WithQueries } from './with-queries';

const ResponsiblePlayHost = lazy(() => withLaterTexts(import('../features/responsible-play/responsible-play-host')));

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
