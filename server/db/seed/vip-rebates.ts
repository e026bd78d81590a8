import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { favourites, games, members } from '../schema/index.ts';
import { demoMember } from './members.ts';

/**
 * The demo member's favourite games, newest first on the Collect page: two slots, a fishing game
 * and a card game (live, lottery and sport providers open their own lobbies and have no games).
 */
export const demoFavouriteCodes = ['slot_starforge_0001', 'slot_starforge_0003', 'fish_coral_0001', 'card_lotus_0002'] as const;

/** Runs after the members and games seeds. VIP benefits and rebate rates are reference data of migration 0013. */
export async function seedVipRebates(db: Db, now = new Date()): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  if (!member) throw new Error('seed the demo member first');
  const rows = await db.select({ id: games.id, code: games.code }).from(games).where(inArray(games.code, [...demoFavouriteCodes]));
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  await db.insert(favourites).values(
    demoFavouriteCodes.map((code, i) => {
      const gameId = idOf.get(code);
      if (gameId === undefined) throw new Error(`seed game ${code} missing`);
      // An hour apart, the first newest, so the list's order is the one above.
      return { memberId: member.id, gameId, createdAt: new Date(now.getTime() - (i + 1) * 3_600_000) };
    }),
  );
}
