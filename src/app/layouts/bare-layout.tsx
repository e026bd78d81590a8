import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFallback } from '../../components/route-fallback';

/** Routes without header of spec point 2 (activity, Yu-EBao, game launch, events). */
export function BareLayout() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}
