import { z } from 'zod';

/** A game type id of docs/product.md §9 (1..6) in a query string. */
export const gameTypeParam = z.string().regex(/^[1-6]$/, 'validation.invalid').transform(Number);
const idParam = z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(2_147_483_647, 'validation.invalid');
/** A provider's api code: lowercase letters, digits and underscores. */
export const apiCodeRule = z.string({ error: 'validation.invalid' }).regex(/^[a-z0-9_]{2,40}$/, 'validation.invalid');

/** `GET /games/apis?gameType=` (all types when absent). */
export const providersQuerySchema = z.object({ gameType: gameTypeParam.optional() });

/** Game list page size of docs/product.md §9. */
export const GAME_PAGE_SIZE = 600;

/** Search text: letters of any script, digits, spaces, the apostrophe, hyphen and dot of game names and the underscore of game codes. */
const keywordChars = /^[\p{L}\p{M}\p{N} '’._-]*$/u;

/** `GET /games/lists?api_code=&tag=&keyword=&page=1&limit=600`. */
export const gameListQuerySchema = z.object({
  api_code: apiCodeRule,
  tag: z.enum(['hot', 'new', 'jackpot', 'classic', 'megaways'], { error: 'validation.invalid' }).optional().or(z.literal('').transform(() => undefined)),
  keyword: z.string().max(40, 'validation.invalid').regex(keywordChars, 'validation.invalid').optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(10_000, 'validation.invalid').default(1),
  limit: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(GAME_PAGE_SIZE, 'validation.invalid').default(GAME_PAGE_SIZE),
});

/** Most games one `/games/search` reply lists: a search names a game, it does not browse. */
export const GAME_SEARCH_MAX = 60;

/** `GET /games/search?keyword=&gameType=&except=`: a keyword across every open provider (of one type), but `except`. */
export const gameSearchQuerySchema = z.object({
  keyword: z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.invalid').max(40, 'validation.invalid').regex(keywordChars, 'validation.invalid'),
  gameType: gameTypeParam.optional(),
  except: apiCodeRule.optional(),
});

/** `GET /main/hotgame?type=` (a game type id; all types when absent). */
export const hotGamesQuerySchema = z.object({ type: gameTypeParam.optional() });

/** `GET /game/login?api_code=&game_code=&…` – any further provider params are passed through. */
export const gameLoginQuerySchema = z.looseObject({
  api_code: apiCodeRule,
  game_code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid').optional(),
});

/** `/favor/add`, `/favor/delete`. */
export const favouriteSchema = z.object({ game_id: idParam });

/** `GET /favor/list?game_type=`. */
export const favouritesQuerySchema = z.object({ game_type: gameTypeParam.optional() });
