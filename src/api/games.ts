import type { Game, GameListReply, GameLoginReply, GameProvider } from '../../domain/contracts/replies/games';
import { getJson } from './http';

/** Query of `/games/lists` (docs/product.md §7); page 1 and limit 600 (docs/product.md §9) when left out. */
export interface GameListQuery {
  api_code: string;
  tag?: string;
  keyword?: string;
  page?: number;
  limit?: number;
}

/** Providers of one game type (docs/product.md §9 ids), or of every type. */
export function fetchProviders(gameType?: number): Promise<GameProvider[]> {
  return getJson<GameProvider[]>('/games/apis', gameType === undefined ? {} : { gameType });
}

/** One page of a provider's games, names in the interface language. */
export function fetchGames(query: GameListQuery): Promise<GameListReply> {
  return getJson<GameListReply>('/games/lists', { ...query });
}

/** A keyword across every open provider of a game type but `except` (the one on screen), each game naming its provider. */
export function searchGames(query: { keyword: string; gameType: number; except: string }): Promise<Game[]> {
  return getJson<Game[]>('/games/search', { ...query });
}

/** Hot games of every type. */
export function fetchHotGames(): Promise<Game[]> {
  return getJson<Game[]>('/main/hotgame', {});
}

/**
 * Launch address for the game popup: `api_code`, optional `game_code` and the provider's own
 * params. The reply's url carries a one-time ticket, never the bearer token.
 */
export function gameLogin(params: Record<string, string>): Promise<GameLoginReply> {
  return getJson<GameLoginReply>('/game/login', params);
}
