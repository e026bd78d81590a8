import type { Game } from '../../domain/contracts/replies/games';
import { getJson, postJson } from './http';

/** The member's favourite games, newest first; of one game type when given. */
export function fetchFavourites(gameType?: number): Promise<Game[]> {
  return getJson<Game[]>('/favor/list', gameType === undefined ? {} : { game_type: gameType });
}

/** Adds a favourite (adding twice changes nothing); resolves to the server's translated message. */
export function addFavourite(gameId: number): Promise<{ message: string }> {
  return postJson<{ message: string }>('/favor/add', { game_id: gameId });
}

/** Removes a favourite; resolves to the server's translated message. */
export function removeFavourite(gameId: number): Promise<{ message: string }> {
  return postJson<{ message: string }>('/favor/delete', { game_id: gameId });
}
