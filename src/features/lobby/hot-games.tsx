import { useCallback } from 'react';
import { ErrorState, LoadingState } from '../../components/load-state';
import { launchGame } from '../../components/launch-game';
import { useFavourites } from '../../components/use-favourites';
import { useProviders } from '../../components/use-providers';
import type { Game } from '../../../domain/contracts/replies/games';
import { GameGrid } from './game-grid';
import { useHotGames } from './use-game-list';

/** `/Hot`, `/Hotgame`: hot games of every provider (`/main/hotgame`). */
export function HotGames() {
  const hot = useHotGames();
  const providers = useProviders(null);
  const { ids, member, toggle } = useFavourites(null);
  const providerList = providers.data;
  const play = useCallback(
    (game: Game) => {
      const provider = providerList?.find((p) => p.api_name === game.api_name);
      if (provider) launchGame(provider, game);
    },
    [providerList],
  );
  const providerOf = useCallback((game: Game) => providerList?.find((p) => p.api_name === game.api_name)?.title, [providerList]);
  const favourite = useCallback((game: Game, on: boolean) => toggle({ gameId: game.id, on }), [toggle]);
  if (hot.isPending) return <LoadingState />;
  if (hot.isError) return <ErrorState message={hot.error.message} onRetry={() => void hot.refetch()} />;
  return (
    <GameGrid
      games={hot.data}
      favourites={ids}
      onFavourite={member ? favourite : undefined}
      onPlay={play}
      providerOf={providerOf}
    />
  );
}
