import { Outlet } from 'react-router-dom';
import { RouteFallback } from '../../components/route-fallback';
import { PageChrome } from '../page-chrome';
import { WithQueries } from '../with-queries';

/** Routes without header of spec point 2 (activity, Yu-EBao, game launch, events). */
export function BareLayout() {
  return (
    <>
      <PageChrome />
      <WithQueries fallback={<RouteFallback />}>
        <Outlet />
      </WithQueries>
    </>
  );
}
