import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BackToTop } from '../../components/back-to-top';
import { ErrorState, LoadingState } from '../../components/load-state';
import { useClickGuard } from '../../components/use-click-guard';
import { useProviders } from '../../components/use-providers';
import type { GameProvider } from '../../../domain/contracts/replies/games';
import { HotGames } from './hot-games';
import { categoryRoutes, providersOf } from './lobby-routes';
import { openProvider } from './open-provider';
import { ProviderGames } from './provider-games';
import { ProviderStrip } from './provider-strip';
import styles from './lobby.module.css';

/** Category pages of docs/product.md §2: the providers of a game type and, for one with games, its game grid. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const route = categoryRoutes[pathname] ?? categoryRoutes['/Hot']!;
  const providers = useProviders(route.gameType, !route.hot);
  const listed = providers.data ? providersOf(route, providers.data) : [];
  const open = useClickGuard((provider: GameProvider) => openProvider(provider, pathname, navigate));
  const withGames = listed.filter((p) => p.gamelist_count > 0);
  const selected = withGames.find((p) => p.api_name === search.get('api')) ?? withGames[0] ?? null;

  return (
    <main className={styles.page} data-testid="page">
      <h1 id="category-title" className={styles.title} tabIndex={-1}>
        {t(route.titleKey)}
      </h1>
      {route.hot ? (
        <HotGames />
      ) : providers.isPending ? (
        <LoadingState />
      ) : providers.isError ? (
        <ErrorState message={providers.error.message} onRetry={() => void providers.refetch()} />
      ) : listed.length === 0 ? (
        <p className={styles.empty}>{t('nav.noProviders')}</p>
      ) : (
        <>
          <ProviderStrip providers={listed} selected={selected?.api_name ?? null} onOpen={open} />
          {selected ? <ProviderGames key={selected.api_name} provider={selected} siblings={withGames} /> : null}
        </>
      )}
      <BackToTop headingId="category-title" />
    </main>
  );
}
