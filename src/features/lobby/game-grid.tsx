import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedGame } from '../../../domain/contracts/replies/games';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

export interface GameGridProps {
  games: ListedGame[];
  favourites: ReadonlySet<number>;
  onFavourite?(game: ListedGame, on: boolean): void;
  onPlay(game: ListedGame): void;
  /** The title of a game's provider, which its tile says after the game's name. */
  providerOf?(game: ListedGame): string | undefined;
  /** What an empty grid says; "No games match your search" unless the caller knows better. */
  empty?: ReactNode;
}

/** The game grid of a provider, hot list or favourites. */
export function GameGrid({ games, favourites, onFavourite, onPlay, providerOf, empty }: GameGridProps) {
  const { t } = useTranslation();
  if (games.length === 0) return empty ?? <p className={styles.empty}>{t('lobby.noGames')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('lobby.games')}>
      {games.map((game) => (
        <GameTile
          key={game.id}
          game={game}
          provider={providerOf?.(game)}
          favourite={favourites.has(game.id)}
          onFavourite={onFavourite}
          onPlay={onPlay}
        />
      ))}
    </ul>
  );
}
