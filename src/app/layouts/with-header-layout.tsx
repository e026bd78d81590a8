import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../../components/header/header';
import { pageContentId } from '../../components/header/skip-link';
import { RouteFallback } from '../../components/route-fallback';
import { AccountBar } from '../../features/auth/account-bar';
import { withLaterTexts as withTexts } from '../../i18n/i18n';
import { pageChrome } from '../page-chrome-slot';
import { WithQueries } from '../with-queries';
import styles from './with-header-layout.module.css';

// The footer, the hover lists and the rebate bar read server lists: they load after the header and
// login form (the footer sits below the page, so its late arrival moves nothing above it).
// Each waits for the texts beyond the first screen's along with its code.
const Footer = lazy(() => withTexts(import('../../components/footer/footer')).then((m) => ({ default: m.Footer })));
const ProviderHoverList = lazy(() => withTexts(import('../../features/lobby/provider-hover-list')).then((m) => ({ default: m.ProviderHoverList })));
const RebateBar = lazy(() => withTexts(import('../../features/home/rebate-bar')));
// The header's unread-mail count needs the query client: it comes after the first paint, in its own chunk.
const MailUnread = lazy(() => import('../../components/header/mail-unread'));
const mailUnread = (
  <WithQueries>
    <MailUnread />
  </WithQueries>
);
const rebateBar = (
  <Suspense fallback={null}>
    <RebateBar />
  </Suspense>
);
const providerList = (gameType: number, categoryPath: string) => (
  <WithQueries>
    <ProviderHoverList gameType={gameType} categoryPath={categoryPath} />
  </WithQueries>
);

/** Routes marked "with header" in docs/product.md §2: header, page, footer. */
export function WithHeaderLayout() {
  return (
    <>
      {pageChrome}
      <Header account={<AccountBar mailUnread={mailUnread} />} providerList={providerList} />
      {/* Where "Skip to content" lands: a box-less wrapper (display: contents), so the page lays out as before. */}
      <div id={pageContentId} className={styles.content}>
        <WithQueries fallback={<RouteFallback />}>
          <Outlet />
        </WithQueries>
      </div>
      <WithQueries>
        <Footer rebateBar={rebateBar} />
      </WithQueries>
    </>
  );
}
