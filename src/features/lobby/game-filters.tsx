import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

export const gameTags = ['', 'hot', 'new', 'jackpot', 'classic', 'megaways'] as const;

export interface GameFiltersProps {
  keyword: string;
  tag: string;
  favouritesOnly: boolean;
  showFavourites: boolean;
  onKeyword(value: string): void;
  onTag(value: string): void;
  onFavouritesOnly(value: boolean): void;
}

/** Keyword search, tag chips and (for members) a favourites-only switch above the game grid. */
export function GameFilters(props: GameFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <div className={styles.tags} role="group" aria-label={t('lobby.tags')}>
        {gameTags.map((tag) => (
          <button key={tag || 'all'} type="button" className={props.tag === tag ? styles.tagOn : styles.tag} aria-pressed={props.tag === tag} onClick={() => props.onTag(tag)}>
            {t(`lobby.tag.${tag || 'all'}`)}
          </button>
        ))}
        {props.showFavourites ? (
          <button type="button" className={props.favouritesOnly ? styles.tagOn : styles.tag} aria-pressed={props.favouritesOnly} onClick={() => props.onFavouritesOnly(!props.favouritesOnly)}>
            {t('lobby.favouritesOnly')}
          </button>
        ) : null}
      </div>
      <input
        type="search"
        className={styles.search}
        value={props.keyword}
        maxLength={40}
        placeholder={t('lobby.search')}
        aria-label={t('lobby.search')}
        onChange={(e) => props.onKeyword(e.target.value)}
      />
    </div>
  );
}
