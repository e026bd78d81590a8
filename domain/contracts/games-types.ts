/** Game type ids of docs/product.md §9. */
export const gameTypes = { live: 1, fishing: 2, slots: 3, lottery: 4, sport: 5, board: 6 } as const;
export type GameTypeId = (typeof gameTypes)[keyof typeof gameTypes];

/** Game provider of docs/product.md §3, as `/games/apis` lists it. */
export interface GameProvider {
  id: number;
  game_type: number;
  title: string;
  logo_url: string;
  /** Also the `api_code` a launch sends. */
  api_name: string;
  /** JSON text of the provider's own launch parameters (docs/product.md §3); may be malformed. */
  params: string;
  /** Games the provider lists; 0 means it opens its own lobby. */
  gamelist_count: number;
  /**
   * A sport-type provider of e-sport books: /Esports lists these, /Sport the others. Not in the spec:
   * a server that does not send it has no e-sport books (absent reads as false).
   */
  esport?: boolean;
}

/** One game of `/games/lists`, `/main/hotgame` and `/favor/list`. */
export interface Game {
  id: number;
  api_name: string;
  game_type: number;
  code: string;
  name: string;
  image_url: string;
  tags: string[];
  is_hot: boolean;
}

/**
 * A game of a provider's list, as its tile needs it: the provider (`api_name`, `game_type`) is the
 * list's own query, and tags only filter on the server, so a 600-game page carries neither.
 */
export type ListedGame = Pick<Game, 'id' | 'code' | 'name' | 'image_url' | 'is_hot'>;

/** `/games/lists` reply: one page of games. */
export interface GameListReply {
  list: ListedGame[];
  total: number;
  page: number;
  limit: number;
}

/** `/game/login` reply: where the popup goes. */
export interface GameLoginReply {
  url: string;
}

/** Rebate item of docs/product.md §3 (`/fsnow/list`); fs_money is a 2-decimal string. */
export interface RebateItem {
  id: number;
  api_name: string;
  title: string;
  fs_money: string;
}
