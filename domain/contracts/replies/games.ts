import { z } from 'zod';

// Replies of the game calls and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget). Field order is the wire's order: the serializer writes keys
// as the schema lists them.

/** Game provider of docs/product.md §3, as `/games/apis` lists it. */
export const gameProviderSchema = z.object({
  id: z.number(),
  game_type: z.number(),
  title: z.string(),
  logo_url: z.string(),
  /** Also the `api_code` a launch sends. */
  api_name: z.string(),
  /** JSON text of the provider's own launch parameters (docs/product.md §3); may be malformed. */
  params: z.string(),
  /** Games the provider lists; 0 means it opens its own lobby. */
  gamelist_count: z.number(),
  /**
   * A sport-type provider of e-sport books: /Esports lists these, /Sport the others. Not in the
   * spec: this server always sends it, but a server that does not has no e-sport books (the lobby
   * reads absent as false), so it stays optional.
   */
  esport: z.boolean().optional(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;
export const gameProvidersReplySchema = z.array(gameProviderSchema);

/** One game of `/games/lists`, `/main/hotgame` and `/favor/list`. */
export const gameSchema = z.object({
  id: z.number(),
  api_name: z.string(),
  game_type: z.number(),
  code: z.string(),
  name: z.string(),
  image_url: z.string(),
  tags: z.array(z.string()),
  is_hot: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;
/** `/main/hotgame` and `/favor/list`. */
export const gamesReplySchema = z.array(gameSchema);

/**
 * A game of a provider's list, as its tile needs it: the provider (`api_name`, `game_type`) is the
 * list's own query, and tags only filter on the server, so a 600-game page carries neither.
 */
const listedGameSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), image_url: z.string(), is_hot: z.boolean() });
export type ListedGame = z.infer<typeof listedGameSchema>;
/** `/games/lists`: one page of games. */
export const gameListReplySchema = z.object({ list: z.array(listedGameSchema), total: z.number(), page: z.number(), limit: z.number() });
export type GameListReply = z.infer<typeof gameListReplySchema>;

/** `/game/login`: where the popup goes. */
export const gameLoginReplySchema = z.object({ url: z.string() });
export type GameLoginReply = z.infer<typeof gameLoginReplySchema>;

/** `/game/type`: the game types of docs/product.md §9 with their names in the caller's language. */
const gameTypeItemSchema = z.object({ id: z.number(), name: z.string() });
export type GameTypeItem = z.infer<typeof gameTypeItemSchema>;
export const gameTypesReplySchema = z.array(gameTypeItemSchema);

/** One bet of `/game/record`; amounts are 2-decimal strings, profit signed. */
const betRecordSchema = z.object({
  id: z.number(),
  api_code: z.string(),
  title: z.string(),
  game_code: z.string().nullable(),
  stake: z.string(),
  payout: z.string(),
  profit: z.string(),
  created_at: z.string(),
});
export const betRecordReplySchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Over every bet of the filter: valid betting (stakes) and payouts. */
  totals: z.object({ stake: z.string(), payout: z.string() }),
});
export type BetRecordReply = z.infer<typeof betRecordReplySchema>;
