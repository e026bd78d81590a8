import { Outlet } from 'react-router-dom';
import { RouteFallback } from '../../components/route-fallback';
import { pageChrome } from '../page-chrome-slot';
import { WithQueries } from '../with-queries';

/** Routes without header of spec point 2 (activity, Yu-EBao, game launch, events). */
export function BareLayout() {
  return (
    <>
      {pageChrome}
      <WithQueries fallback={<RouteFallback />}>
        <Outlet />
      </WithQueries>
    </>
  );
}
