import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transact } from '../../db/transact.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { endAllSessions, endOtherSessions } from './tokens.ts';

/** A member's stored password hashes, read fresh: the session cache may be a moment old. */
export async function storedHashes(db: Db, memberId: number): Promise<{ password: string; qkPwd: string | null }> {
  const [row] = await db.select({ password: members.passwordHash, qkPwd: members.qkPwdHash }).from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError(401, 'unauthenticated');
  return row;
}

/** A reset by SMS code: the new password, and whoever knew the old one is signed out everywhere. */
export async function resetPassword(db: Db, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await transact(db, async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await endAllSessions(tx, memberId, now);
  });
}

/**
 * Replaces the login password only over `checkedHash`, the hash the old password was just checked
 * against, so a change made meanwhile by another call is not overwritten. Whoever else knew the old
 * password is signed out; the session `keepTokenHash` (the device making the change) stays in.
 * False when the stored hash is no longer the checked one.
 */
export async function changePassword(
  db: Db,
  change: { memberId: number; checkedHash: string; passwordHash: string; keepTokenHash: string },
  now: Date,
): Promise<boolean> {
  return transact(db, async (tx) => {
    const rows = await tx
      .update(members)
      .set({ passwordHash: change.passwordHash })
      .where(and(eq(members.id, change.memberId), eq(members.passwordHash, change.checkedHash)))
      .returning({ id: members.id });
    if (rows.length > 0) await endOtherSessions(tx, change.memberId, change.keepTokenHash, now);
    return rows.length > 0;
  });
}

/**
 * Replaces the withdrawal password only over `checkedHash` (null: the member had none), in one
 * statement. False when it was changed meanwhile by another call.
 */
export async function changeQkPwd(db: Db, memberId: number, checkedHash: string | null, qkPwdHash: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ qkPwdHash })
    .where(and(eq(members.id, memberId), checkedHash ? eq(members.qkPwdHash, checkedHash) : isNull(members.qkPwdHash)))
    .returning({ id: members.id });
  return rows.length > 0;
}
