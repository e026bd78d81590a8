import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { launchGame } from '../../components/launch-game';
import { useFavourites } from '../../components/use-favourites';
import { GAME_PAGE_SIZE } from '../../../domain/contracts/games';
import type { GameProvider, ListedGame } from '../../../domain/contracts/replies/games';
import { favouritesOf } from './favourite-games';
import { allGames, GameFilters, type GameView } from './game-filters';
import { GameGrid } from './game-grid';
import { LoadMore } from './load-more';
import { OtherProviderMatches } from './other-provider-matches';
import { useDebounced } from '../../components/use-debounced';
import { useFocusFirstNew } from './use-focus-first-new';
import { useGameList } from './use-game-list';
import styles from './lobby.module.css';

/**
 * A provider's game list, a page of 600 at a time, with its filters and the member's favourites (docs/product.md §2
 * category pages); a search also lists the matches of its `siblings`, the page's other providers.
 */
export function ProviderGames({ provider, siblings = [] }: { provider: GameProvider; siblings?: readonly GameProvider[] }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const [keyword, setKeyword] = useState('');
  const [chosen, setView] = useState<GameView>(allGames);
  const settledKeyword = useDebounced(keyword.trim(), 250);
  const favourites = useFavourites(provider.game_type);
  // After a logout the favourites chip is gone, so the grid goes back to All.
  const view = chosen.kind === 'favourites' && !favourites.member ? allGames : chosen;
  const list = useGameList(provider.api_name, { tag: view.kind === 'tag' ? view.tag : '', keyword: settledKeyword });
  const { toggle } = favourites;
  const play = useCallback((game: ListedGame) => launchGame(provider, game), [provider]);
  const providerOf = useCallback(() => provider.title, [provider]);
  const favourite = useCallback((game: ListedGame, on: boolean) => toggle({ gameId: game.id, on }), [toggle]);
  const onFavourite = favourites.member ? favourite : undefined;

  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const mine = favouritesOf(favourites.games, provider.api_name, '');
  const mineShown = favouritesOf(mine, provider.api_name, settledKeyword);
  const focusFrom = useFocusFirstNew(section, games.length);
  const more = () => {
    focusFrom(games.length);
    void list.fetchNextPage();
  };

  let count: string;
  let body;
  if (view.kind === 'favourites') {
    count = favourites.pending ? '' : t('lobby.shown', { n: mineShown.length, total: mine.length });
    body = favourites.pending ? (
      <LoadingState />
    ) : mine.length === 0 ? (
      <EmptyState message={t('lobby.noFavourites')} hint={t('lobby.noFavouritesHint')} />
    ) : (
      <GameGrid games={mineShown} favourites={favourites.ids} onFavourite={onFavourite} onPlay={play} providerOf={providerOf} />
    );
  } else {
    count = list.data ? t('lobby.shown', { n: games.length, total }) : '';
    body = list.isPending ? (
      <LoadingState />
    ) : !list.data ? (
      <ErrorState message={t('error.pageLoad')} detail={list.error?.message} onRetry={() => void list.refetch()} />
    ) : (
      <>
        <GameGrid games={games} favourites={favourites.ids} onFavourite={onFavourite} onPlay={play} providerOf={providerOf} />
        <LoadMore
          remaining={list.hasNextPage ? total - games.length : 0}
          nextCount={Math.min(total - games.length, GAME_PAGE_SIZE)}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? list.error.message : undefined}
          onMore={more}
        />
      </>
    );
  }

  return (
    <section ref={section} className={styles.section} aria-labelledby="provider-games-title" data-testid="provider-games">
      <div className={styles.sectionHead}>
        <h2 id="provider-games-title">{provider.title}</h2>
        <span className={styles.count} data-testid="game-count">
          {count}
        </span>
      </div>
      <GameFilters gameType={provider.game_type} keyword={keyword} view={view} showFavourites={favourites.member} onKeyword={setKeyword} onView={setView} />
      {body}
      {view.kind === 'favourites' ? null : <OtherProviderMatches keyword={settledKeyword} current={provider} providers={siblings} />}
    </section>
  );
}
