import { and, desc, eq } from 'drizzle-orm';
import type { Game } from '../../../domain/contracts/replies/games.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { favourites, gameProviders, games } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { gameColumns, toGame } from './game-rows.ts';

async function assertGameExists(db: Db, gameId: number): Promise<void> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!game) throw new AppError(404, 'game_not_found');
}

/** A member's favourite games, newest first, of one game type or all. */
export async function listFavourites(db: Db, memberId: number, gameType: number | undefined, lang: Lang): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(favourites)
    .innerJoin(games, eq(games.id, favourites.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(favourites.memberId, memberId),
        // A closed provider's games cannot be launched, so they are not offered.
        eq(gameProviders.enabled, true),
        gameType === undefined ? undefined : eq(gameProviders.gameType, gameType),
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((row) => toGame(row, lang));
}

/** Adds a favourite; a double click or a retry adds nothing twice. 404 for an unknown game. */
export async function addFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await assertGameExists(db, gameId);
  await db.insert(favourites).values({ memberId, gameId }).onConflictDoNothing();
}

/**
 * Removes one of the member's own favourites: a game that is not among them (another member's
 * favourite included) is a 404 and removes nothing.
 */
export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await assertGameExists(db, gameId);
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.gameId, gameId)))
    .returning({ id: favourites.id });
  if (removed.length === 0) throw new AppError(404, 'favourite_not_found');
}
