import type { Game } from '../../../domain/contracts/replies/games';

/**
 * The favourites of one provider that match the search text, as the server matches it for the
 * game list: case-insensitively in the shown name or the code.
 */
export function favouritesOf(games: readonly Game[], apiName: string, keyword: string): Game[] {
  const needle = keyword.trim().toLowerCase();
  return games.filter(
    (g) => g.api_name === apiName && (!needle || g.name.toLowerCase().includes(needle) || g.code.toLowerCase().includes(needle)),
  );
}
