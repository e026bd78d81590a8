import { z } from 'zod';
import type { Game, GameListReply, GameLoginReply, GameProvider, ListedGame } from '../games-types.ts';
import type { BetRecord, BetRecordReply, GameTypeItem } from '../wallet-types.ts';

// Server-only: the lobby reads the types, never these schemas (bundle budget).
// Field order is the wire's order: the serializer writes keys as the schema lists them.

export const gameProviderSchema = z.object({
  id: z.number(),
  game_type: z.number(),
  title: z.string(),
  logo_url: z.string(),
  api_name: z.string(),
  params: z.string(),
  gamelist_count: z.number(),
  // Optional in the type for other servers; this one always says it.
  esport: z.boolean(),
}) satisfies z.ZodType<GameProvider>;
export const gameProvidersReplySchema = z.array(gameProviderSchema);

export const gameSchema = z.object({
  id: z.number(),
  api_name: z.string(),
  game_type: z.number(),
  code: z.string(),
  name: z.string(),
  image_url: z.string(),
  tags: z.array(z.string()),
  is_hot: z.boolean(),
}) satisfies z.ZodType<Game>;
/** `/main/hotgame` and `/favor/list`. */
export const gamesReplySchema = z.array(gameSchema);

const listedGameSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), image_url: z.string(), is_hot: z.boolean() }) satisfies z.ZodType<ListedGame>;
export const gameListReplySchema = z.object({ list: z.array(listedGameSchema), total: z.number(), page: z.number(), limit: z.number() }) satisfies z.ZodType<GameListReply>;

export const gameLoginReplySchema = z.object({ url: z.string() }) satisfies z.ZodType<GameLoginReply>;

const gameTypeItemSchema = z.object({ id: z.number(), name: z.string() }) satisfies z.ZodType<GameTypeItem>;
export const gameTypesReplySchema = z.array(gameTypeItemSchema);

const betRecordSchema = z.object({
  id: z.number(),
  api_code: z.string(),
  title: z.string(),
  game_code: z.string().nullable(),
  stake: z.string(),
  payout: z.string(),
  profit: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<BetRecord>;
export const betRecordReplySchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  totals: z.object({ stake: z.string(), payout: z.string() }),
}) satisfies z.ZodType<BetRecordReply>;
