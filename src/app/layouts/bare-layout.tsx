import { Outlet } from 'react-router-dom';
import { AuthDialogs } from '../../features/auth/auth-dialogs';
import { RouteFallback } from '../../components/route-fallback';
import { pageChrome } from '../page-chrome-slot';
import { WithQueries } from '../with-queries';

/**
 * Routes without header of docs/product.md §2 (activity, Yu-EBao, game launch, events), with the account
 * dialogs the header would host (an event's Start opens the login dialog; each loads when opened).
 */
export function BareLayout() {
  return (
    <>
      {pageChrome}
      <AuthDialogs />
      <WithQueries fallback={<RouteFallback />}>
        <Outlet />
      </WithQueries>
    </>
  );
}
