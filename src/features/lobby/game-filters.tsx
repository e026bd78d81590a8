import { useTranslation } from 'react-i18next';
import { gameTypes } from '../../../domain/contracts/games-types';
import styles from './lobby.module.css';

export const gameTags = ['', 'hot', 'new', 'jackpot', 'classic', 'megaways'] as const;

/** Jackpot, classic and megaways follow from slot names: other types' games (e-sport books, fishing) never carry them. */
const slotOnlyTags: ReadonlySet<string> = new Set(['jackpot', 'classic', 'megaways']);

/** The tag chips worth showing for a provider of this game type: none that would always list nothing. */
export function tagsFor(gameType: number): readonly string[] {
  return gameType === gameTypes.slots ? gameTags : gameTags.filter((tag) => !slotOnlyTags.has(tag));
}

/** What the chips above the grid choose: one tag ('' is All) or the member's favourites. */
export type GameView = { kind: 'tag'; tag: string } | { kind: 'favourites' };

export const allGames: GameView = { kind: 'tag', tag: '' };

export interface GameFiltersProps {
  gameType: number;
  keyword: string;
  view: GameView;
  showFavourites: boolean;
  onKeyword(value: string): void;
  onView(view: GameView): void;
}

/**
 * Keyword search and the view chips above the game grid: All, the tags and (for members) My
 * favourites. The chips are one choice, so exactly one of them is pressed at a time.
 */
export function GameFilters(props: GameFiltersProps) {
  const { t } = useTranslation();
  const chip = (key: string, pressed: boolean, label: string, view: GameView) => (
    <button key={key} type="button" className={pressed ? styles.tagOn : styles.tag} aria-pressed={pressed} onClick={() => props.onView(view)}>
      {label}
    </button>
  );
  return (
    <div className={styles.filters}>
      <div className={styles.tags} role="group" aria-label={t('lobby.tags')}>
        {tagsFor(props.gameType).map((tag) =>
          chip(tag || 'all', props.view.kind === 'tag' && props.view.tag === tag, t(`lobby.tag.${tag || 'all'}`), { kind: 'tag', tag }),
        )}
        {props.showFavourites ? chip('favourites', props.view.kind === 'favourites', t('lobby.favouritesOnly'), { kind: 'favourites' }) : null}
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
