import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gameTypeLabelKey, gameTypePath } from '../../components/game-type-tabs';
import { launchGame } from '../../components/launch-game';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { useClickGuard } from '../../components/use-click-guard';
import { useFavourites } from '../../components/use-favourites';
import { useProviders } from '../../components/use-providers';
import type { Game } from '../../../domain/contracts/replies/games';
import type { GameTypeId } from '../../../domain/contracts/games-types';
import { FavouriteTile } from './favourite-tile';
import styles from './collect.module.css';

/** The member's favourites of one game type (`/favor/list?game_type=`) as tiles to launch or remove. */
export function FavouritesPanel({ gameType }: { gameType: GameTypeId }) {
  const { t } = useTranslation();
  const favourites = useFavourites(gameType);
  const providers = useProviders(gameType);
  const typeName = t(gameTypeLabelKey[gameType]);
  const providerList = providers.data;
  const { toggle } = favourites;
  // Launching must stay inside the click (browsers only allow popups a user gesture opens).
  const play = useClickGuard(
    useCallback(
      (game: Game) => {
        const provider = providerList?.find((p) => p.api_name === game.api_name);
        if (provider) launchGame(provider, game);
      },
      [providerList],
    ),
  );
  const remove = useClickGuard(useCallback((game: Game) => toggle({ gameId: game.id, on: false }), [toggle]));

  if (favourites.pending) return <LoadingState />;
  if (favourites.error) return <ErrorState message={t('collect.loadFailed')} detail={favourites.error.message} onRetry={() => void favourites.refetch()} />;
  if (favourites.games.length === 0) {
    return (
      <EmptyState message={t('collect.empty', { type: typeName })} hint={t('collect.emptyHint')}>
        <Link to={gameTypePath[gameType]} className={styles.toLobby} data-testid="collect-to-lobby">
          {t('collect.toLobby', { type: typeName })}
        </Link>
      </EmptyState>
    );
  }
  const titleOf = (apiName: string) => providerList?.find((p) => p.api_name === apiName)?.title;
  return (
    <ul className={styles.grid} aria-label={t('collect.list', { type: typeName })}>
      {favourites.games.map((game) => (
        <FavouriteTile
          key={game.id}
          game={game}
          providerTitle={titleOf(game.api_name)}
          removing={favourites.busyId === game.id}
          onPlay={play}
          onRemove={remove}
        />
      ))}
    </ul>
  );
}
