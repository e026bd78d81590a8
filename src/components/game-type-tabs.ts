import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { gameTypes, type GameTypeId } from '../../domain/contracts/games-types';

/** The six game types of docs/product.md §9 in id order, as the member pages' tabs show them. */
export const gameTypeIds: readonly GameTypeId[] = [gameTypes.live, gameTypes.fishing, gameTypes.slots, gameTypes.lottery, gameTypes.sport, gameTypes.board];

/** The header's name of each type, so a tab says what the navigation says. */
export const gameTypeLabelKey: Record<GameTypeId, string> = { 1: 'nav.live', 2: 'nav.fish', 3: 'nav.game', 4: 'nav.lottery', 5: 'nav.sport', 6: 'nav.board' };

/** The lobby page of each type (docs/product.md §2 routes). */
export const gameTypePath: Record<GameTypeId, string> = { 1: '/Live', 2: '/Fish', 3: '/Game', 4: '/Lottery', 5: '/Sport', 6: '/Board' };

/** A game type id from text ("3"), or null when it is not one of the six. */
export function parseGameType(value: string | null | undefined): GameTypeId | null {
  const n = Number(value);
  return value && (gameTypeIds as readonly number[]).includes(n) ? (n as GameTypeId) : null;
}

/**
 * The tab chosen in the address (`?type=3`), so a reload or a shared link keeps it; `fallback`
 * when there is none (or it is not a game type), and whether the address named one. Choosing
 * replaces the history entry.
 */
export function useGameTypeTab(fallback: GameTypeId): [GameTypeId, (next: GameTypeId) => void, boolean] {
  const [search, setSearch] = useSearchParams();
  const named = parseGameType(search.get('type'));
  const select = useCallback((next: GameTypeId) => setSearch({ type: String(next) }, { replace: true }), [setSearch]);
  return [named ?? fallback, select, named !== null];
}
