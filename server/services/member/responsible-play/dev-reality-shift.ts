import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authTokens } from '../../../db/schema/index.ts';

/**
 * For end-to-end tests only (routes/dev-reality.ts): moves a member's live logins `minutes` into the
 * past, their start and last reality-check answer together, as if the clock had moved on.
 */
export async function shiftLoginsBack(db: Db, memberId: number, minutes: number): Promise<void> {
  const back = sql`make_interval(mins => ${minutes})`;
  await db
    .update(authTokens)
    .set({ createdAt: sql`${authTokens.createdAt} - ${back}`, realityAnsweredAt: sql`${authTokens.realityAnsweredAt} - ${back}` })
    .where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
}
