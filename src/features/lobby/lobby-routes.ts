import { gameTypes } from '../../../domain/contracts/games-types';

export interface CategoryRoute {
  titleKey: string;
  /** Game type id of docs/product.md §9; hot pages list hot games of every type. */
  gameType: number | null;
  hot: boolean;
  /** Sport-type pages only: true lists the e-sport books, false the other sport providers. */
  esport?: boolean;
}

/** The providers a category page lists: for the sport type, e-sport books or not as the route says. */
export function providersOf<P extends { esport?: boolean }>(route: CategoryRoute, providers: readonly P[]): P[] {
  return route.esport === undefined ? [...providers] : providers.filter((p) => (p.esport ?? false) === route.esport);
}

/** Category routes of docs/product.md §2 and the game type each lists. E-sport books are sport-type providers flagged `esport`. */
export const categoryRoutes: Record<string, CategoryRoute> = {
  '/Live': { titleKey: 'page.live', gameType: gameTypes.live, hot: false },
  '/Game': { titleKey: 'page.game', gameType: gameTypes.slots, hot: false },
  '/Fish': { titleKey: 'page.fish', gameType: gameTypes.fishing, hot: false },
  '/Board': { titleKey: 'page.board', gameType: gameTypes.board, hot: false },
  '/Sport': { titleKey: 'page.sport', gameType: gameTypes.sport, hot: false, esport: false },
  '/Lottery': { titleKey: 'page.lottery', gameType: gameTypes.lottery, hot: false },
  '/Esports': { titleKey: 'page.esports', gameType: gameTypes.sport, hot: false, esport: true },
  '/Hot': { titleKey: 'page.hot', gameType: null, hot: true },
  '/Hotgame': { titleKey: 'page.hot', gameType: null, hot: true },
};
