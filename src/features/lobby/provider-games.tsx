import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/load-state';
import type { Game, GameProvider } from '../../contracts/games-types';
import { GameFilters } from './game-filters';
import { GameGrid } from './game-grid';
import { launchGame } from './launch-game';
import { useDebounced } from './use-debounced';
import { useFavourites } from './use-favourites';
import { useGameList } from './use-game-list';
import styles from './lobby.module.css';

/** A provider's game list with its filters and favourites (spec point 2 category pages). */
export function ProviderGames({ provider }: { provider: GameProvider }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const settledKeyword = useDebounced(keyword.trim(), 250);
  const list = useGameList(provider.api_name, { tag, keyword: settledKeyword });
  const favourites = useFavourites(provider.game_type);
  const { toggle } = favourites;
  const games = list.data?.list ?? [];
  const shown = favouritesOnly ? games.filter((g) => favourites.ids.has(g.id)) : games;
  const play = useCallback((game: Game) => launchGame(provider, game), [provider]);
  const favourite = useCallback((game: Game, on: boolean) => toggle({ gameId: game.id, on }), [toggle]);

  return (
    <section className={styles.section} aria-labelledby="provider-games-title" data-testid="provider-games">
      <div className={styles.sectionHead}>
        <h2 id="provider-games-title">{provider.title}</h2>
        <span className={styles.count} data-testid="game-count">
          {list.data ? t('lobby.shown', { n: shown.length, total: list.data.total }) : ''}
        </span>
      </div>
      <GameFilters
        keyword={keyword}
        tag={tag}
        favouritesOnly={favouritesOnly}
        showFavourites={favourites.member}
        onKeyword={setKeyword}
        onTag={setTag}
        onFavouritesOnly={setFavouritesOnly}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <GameGrid
          games={shown}
          favourites={favourites.ids}
          onFavourite={favourites.member ? favourite : undefined}
          onPlay={play}
        />
      )}
    </section>
  );
}
