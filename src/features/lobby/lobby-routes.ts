import { gameTypes } from '../../contracts/games-types';

export interface CategoryRoute {
  titleKey: string;
  /** Game type id of spec point 9; hot pages list hot games of every type. */
  gameType: number | null;
  hot: boolean;
}

/** Category routes of spec point 2 and the game type each lists. E-sport games are sport providers' books. */
export const categoryRoutes: Record<string, CategoryRoute> = {
  '/Live': { titleKey: 'page.live', gameType: gameTypes.live, hot: false },
  '/Game': { titleKey: 'page.game', gameType: gameTypes.slots, hot: false },
  '/Fish': { titleKey: 'page.fish', gameType: gameTypes.fishing, hot: false },
  '/Board': { titleKey: 'page.board', gameType: gameTypes.board, hot: false },
  '/Sport': { titleKey: 'page.sport', gameType: gameTypes.sport, hot: false },
  '/Lottery': { titleKey: 'page.lottery', gameType: gameTypes.lottery, hot: false },
  '/Esports': { titleKey: 'page.esports', gameType: gameTypes.sport, hot: false },
  '/Hot': { titleKey: 'page.hot', gameType: null, hot: true },
  '/Hotgame': { titleKey: 'page.hot', gameType: null, hot: true },
};
