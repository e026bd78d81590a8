import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/**
 * Marks a member as listening for `ms` from the database's now: while the mark holds, their wallet
 * movements announce themselves to the live streams (migration 0033); without it they send no
 * NOTIFY, which PostgreSQL would otherwise serialise at every commit. Called as a stream opens, so
 * each reconnect renews it.
 */
export async function markListening(db: Db, memberId: number, ms: number): Promise<void> {
  await db
    .update(members)
    .set({ liveUntil: sql`now() + ${Math.ceil(ms)} * interval '1 millisecond'` })
    .where(eq(members.id, memberId));
}
