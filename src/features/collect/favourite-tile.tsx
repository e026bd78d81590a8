import { useTranslation } from 'react-i18next';
import type { Game } from '../../../domain/contracts/replies/games';
import styles from './collect.module.css';

export interface FavouriteTileProps {
  game: Game;
  /** The provider's title, when its list is loaded. */
  providerTitle?: string;
  removing: boolean;
  onPlay(game: Game): void;
  onRemove(game: Game): void;
}

/** One favourite: its art and name open the game popup; the button below removes it from the list. */
export function FavouriteTile({ game, providerTitle, removing, onPlay, onRemove }: FavouriteTileProps) {
  const { t } = useTranslation();
  // The name holds the visible text, the game and its provider (WCAG 2.5.3, Label in Name); the Chinese
  // texts part them with a space, as the tile does, not a full-width comma.
  const name = providerTitle ? t('collect.playFrom', { name: game.name, provider: providerTitle }) : t('collect.play', { name: game.name });
  return (
    <li className={styles.tile} data-testid="favourite-tile">
      <button type="button" className={styles.play} onClick={() => onPlay(game)} aria-label={name}>
        <img src={game.image_url} alt="" width={160} height={160} loading="lazy" decoding="async" />
        <span className={styles.name}>{game.name}</span>
        {/* A space between the two as text (a flex column draws none), so they read as two words. */}
        {providerTitle ? ' ' : null}
        {providerTitle ? <span className={styles.provider}>{providerTitle}</span> : null}
      </button>
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(game)}
        disabled={removing}
        aria-label={t('collect.remove', { name: game.name })}
      >
        {removing ? t('collect.removing') : t('collect.removeShort')}
      </button>
    </li>
  );
}
