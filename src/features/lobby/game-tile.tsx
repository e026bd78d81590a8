import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedGame } from '../../../domain/contracts/replies/games';
import styles from './lobby.module.css';

export interface GameTileProps {
  game: ListedGame;
  /** The game's provider, said after its name; absent while the provider list is loading. */
  provider?: string;
  favourite: boolean;
  /** Absent for visitors: only members keep favourites. */
  onFavourite?(game: ListedGame, on: boolean): void;
  onPlay(game: ListedGame): void;
}

/**
 * One game of the grid; images load lazily and off-screen tiles skip layout (600 tiles stay smooth).
 * Art the server leaves empty is no address at all: the tile keeps its blank box.
 * The play button is named "Play <game>, <provider>": its visible text, the game's name, is part of
 * that name (WCAG 2.5.3, Label in Name), so the HOT badge sits beside the button, not in it, and is
 * its description.
 */
export const GameTile = memo(function GameTile({ game, provider, favourite, onFavourite, onPlay }: GameTileProps) {
  const { t } = useTranslation();
  const hotId = useId();
  const name = provider ? t('lobby.playFrom', { name: game.name, provider }) : t('lobby.play', { name: game.name });
  return (
    <li className={styles.tile} data-testid="game-tile">
      <button type="button" className={styles.tilePlay} onClick={() => onPlay(game)} aria-label={name} aria-describedby={game.is_hot ? hotId : undefined}>
        <img src={game.image_url || undefined} alt="" width={160} height={160} loading="lazy" decoding="async" />
        <span className={styles.tileName}>{game.name}</span>
      </button>
      {game.is_hot ? (
        <span id={hotId} className={styles.tileHot}>
          {t('lobby.hot')}
        </span>
      ) : null}
      {onFavourite ? (
        <button
          type="button"
          className={favourite ? styles.favOn : styles.favOff}
          aria-pressed={favourite}
          aria-label={favourite ? t('lobby.unfavourite', { name: game.name }) : t('lobby.favourite', { name: game.name })}
          onClick={() => onFavourite(game, !favourite)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
          </svg>
        </button>
      ) : null}
    </li>
  );
});
