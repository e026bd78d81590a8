import { useTranslation } from 'react-i18next';
import type { Game } from '../../contracts/games-types';
import { GameGrid } from './game-grid';
import { launchGame } from './launch-game';
import { QueryError } from './query-error';
import { useFavourites } from './use-favourites';
import { useHotGames } from './use-game-list';
import { useProviders } from './use-providers';
import styles from './lobby.module.css';

/** `/Hot`, `/Hotgame`: hot games of every provider (`/main/hotgame`). */
export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames(null);
  const providers = useProviders(null);
  const favourites = useFavourites(null);
  const play = (game: Game) => {
    const provider = providers.data?.find((p) => p.api_name === game.api_name);
    if (provider) launchGame(provider, game);
  };
  if (hot.isPending) return <p className={styles.empty}>{t('common.loading')}</p>;
  if (hot.isError) return <QueryError error={hot.error} onRetry={() => void hot.refetch()} />;
  return (
    <GameGrid
      games={hot.data}
      favourites={favourites.ids}
      onFavourite={favourites.member ? (game, on) => favourites.toggle({ gameId: game.id, on }) : undefined}
      onPlay={play}
    />
  );
}
