import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { tooSoon } from '../errors.ts';

/** Wrong withdrawal passwords allowed per member in the window; the next try waits for the window. */
export const QK_PWD_FAILURES = 5;
export const QK_PWD_WINDOW_MINUTES = 15;
const SCOPE = 'qk_pwd';

/** Refuses (429) a member who got the withdrawal password wrong too often lately. */
export async function assertQkPwdAllowed(db: Db, memberId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - QK_PWD_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ n: count(), first: min(authFailures.createdAt) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, SCOPE), eq(authFailures.subject, String(memberId)), gt(authFailures.createdAt, since)));
  if ((row?.n ?? 0) < QK_PWD_FAILURES || !row?.first) return;
  throw tooSoon('qk_pwd_locked', new Date(row.first).getTime() + QK_PWD_WINDOW_MINUTES * 60_000 - now.getTime());
}

export async function recordQkPwdFailure(db: Db, memberId: number, now: Date): Promise<void> {
  await db.insert(authFailures).values({ scope: SCOPE, subject: String(memberId), createdAt: now });
}
