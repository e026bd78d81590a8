import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { RouteFallback } from '../../components/route-fallback';
import { AccountBar } from '../../features/auth/account-bar';
import { ProviderHoverList } from '../../features/lobby/provider-hover-list';

const providerList = (gameType: number, categoryPath: string) => <ProviderHoverList gameType={gameType} categoryPath={categoryPath} />;

/** Routes marked "with header" in spec point 2: header, page, footer. */
export function WithHeaderLayout() {
  return (
    <>
      <Header account={<AccountBar />} providerList={providerList} />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <Footer />
    </>
  );
}
