import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/**
 * The member a login name belongs to, in any case, with what a login checks; undefined for none.
 * The credential version is read with the hash: the token is issued under it (tokens.ts).
 */
export async function memberForLogin(db: Db, name: string) {
  const [row] = await db
    .select({ id: members.id, hash: members.passwordHash, status: members.status, credentialVersion: members.credentialVersion })
    .from(members)
    .where(sql`lower(${members.name}) = ${name.toLowerCase()}`);
  return row;
}

/** The member a phone belongs to, with their status and credential version (a phone login's token is issued under it); undefined for none. */
export async function memberByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: members.id, status: members.status, credentialVersion: members.credentialVersion })
    .from(members)
    .where(eq(members.phone, phone));
  return row;
}

/**
 * Notes a successful sign-in. A time-out or self-exclusion does not refuse it: the member signs in
 * to a withdraw-only lobby, every guarded action refusing them (stop-guard.ts).
 */
export async function recordLogin(db: Db, memberId: number, now: Date): Promise<void> {
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, memberId));
}
