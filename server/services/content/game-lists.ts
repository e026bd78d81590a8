import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { GAME_SEARCH_MAX } from '../../../domain/contracts/games.ts';
import type { Game, GameListReply, GameProvider } from '../../../domain/contracts/replies/games.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { gameColumns, keywordMatch, listedColumns, tagMatch, toGame, toListedGame } from './game-rows.ts';

/** Most hot games one `/main/hotgame` reply lists. */
const HOT_GAMES_MAX = 60;

/** An open provider by its api name; 404 when there is none or it is closed. */
export async function findProvider(db: Db, apiName: string): Promise<{ id: number; apiName: string }> {
  const [provider] = await db
    .select({ id: gameProviders.id, apiName: gameProviders.apiName })
    .from(gameProviders)
    .where(and(eq(gameProviders.apiName, apiName), eq(gameProviders.enabled, true)));
  if (!provider) throw new AppError(404, 'provider_not_found');
  return provider;
}

/** 404 unless the provider lists a game with this code. */
export async function assertProviderGame(db: Db, providerId: number, code: string): Promise<void> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerId, providerId), eq(games.code, code)));
  if (!game) throw new AppError(404, 'game_not_found');
}

/** The open providers, of one game type or all, with how many games each lists. */
export function listProviders(db: Db, gameType: number | undefined): Promise<GameProvider[]> {
  return db
    .select({
      id: gameProviders.id,
      game_type: gameProviders.gameType,
      title: gameProviders.title,
      logo_url: gameProviders.logoUrl,
      api_name: gameProviders.apiName,
      params: gameProviders.params,
      gamelist_count: count(games.id),
      esport: gameProviders.esport,
    })
    .from(gameProviders)
    .leftJoin(games, eq(games.providerId, gameProviders.id))
    .where(and(eq(gameProviders.enabled, true), gameType === undefined ? undefined : eq(gameProviders.gameType, gameType)))
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id));
}

export interface GameListQuery {
  apiCode: string;
  tag?: string;
  /** Trimmed; empty means no search. */
  keyword: string;
  page: number;
  limit: number;
}

/** One page of a provider's games, filtered by tag and keyword, with the count of all that match. */
export async function listGames(db: Db, { apiCode, tag, keyword, page, limit }: GameListQuery, lang: Lang): Promise<GameListReply> {
  const provider = await findProvider(db, apiCode);
  const filters: SQL[] = [eq(games.providerId, provider.id)];
  if (tag) filters.push(tagMatch(tag));
  if (keyword) filters.push(keywordMatch(keyword, lang));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(games).where(where);
  const rows = await db
    .select(listedColumns)
    .from(games)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map((row) => toListedGame(row, lang)), total: total?.n ?? 0, page, limit };
}

/** The hot games of open providers, of one game type or all, in provider then game order. */
export async function listHotGames(db: Db, gameType: number | undefined, lang: Lang): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.isHot, true), eq(gameProviders.enabled, true), gameType === undefined ? undefined : eq(gameProviders.gameType, gameType)))
    .orderBy(asc(gameProviders.sort), asc(games.sort), asc(games.id))
    .limit(HOT_GAMES_MAX);
  return rows.map((row) => toGame(row, lang));
}

export interface GameSearchQuery {
  /** Trimmed, not empty. */
  keyword: string;
  gameType?: number;
  /** A provider whose games the caller already lists (the one on screen). */
  except?: string;
}

/**
 * Games of every open provider (of one game type or all) whose shown name or code holds the keyword,
 * each with its provider's api name so the tile can launch it: the lobby's search is not limited to
 * the provider on screen. Provider then game order, at most GAME_SEARCH_MAX.
 */
export async function searchGames(db: Db, { keyword, gameType, except }: GameSearchQuery, lang: Lang): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(gameProviders.enabled, true),
        keywordMatch(keyword, lang),
        gameType === undefined ? undefined : eq(gameProviders.gameType, gameType),
        except === undefined ? undefined : ne(gameProviders.apiName, except),
      ),
    )
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id), asc(games.sort), asc(games.id))
    .limit(GAME_SEARCH_MAX);
  return rows.map((row) => toGame(row, lang));
}
