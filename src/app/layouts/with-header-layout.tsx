import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { RouteFallback } from '../../components/route-fallback';
import { AccountBar } from '../../features/auth/account-bar';

// The hover lists load with the first hover, keeping the lobby code out of the entry chunk.
const ProviderHoverList = lazy(() => import('../../features/lobby/provider-hover-list').then((m) => ({ default: m.ProviderHoverList })));
const RebateBar = lazy(() => import('../../features/home/rebate-bar'));
const rebateBar = (
  <Suspense fallback={null}>
    <RebateBar />
  </Suspense>
);
const providerList = (gameType: number, categoryPath: string) => (
  <Suspense fallback={null}>
    <ProviderHoverList gameType={gameType} categoryPath={categoryPath} />
  </Suspense>
);

/** Routes marked "with header" in spec point 2: header, page, footer. */
export function WithHeaderLayout() {
  return (
    <>
      <Header account={<AccountBar />} providerList={providerList} />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <Footer rebateBar={rebateBar} />
    </>
  );
}
