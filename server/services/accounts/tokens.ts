import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Token } from '../../../domain/contracts/replies/accounts.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** Token lifetime (7 days). */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Only this hash is stored: a leaked database does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The credential version of a member made just now (the column's default, migration 0035). */
export const FIRST_CREDENTIAL_VERSION = 0;

/**
 * Why a session cannot outlive the password or stop it was signed in under, on PostgreSQL READ
 * COMMITTED and on PGlite alike: every token records the member's `credential_version` at issue,
 * and `findSession` accepts it only while the member's is still the same. A password change, a
 * reset and a stop raise the version in the transaction that writes them (`endAllSessions`,
 * `endOtherSessions`), and versions only go up. A login reads the version in the same statement as
 * the password hash (or phone) it checks. So whatever commits after the read raises the version
 * above the one the token gets, and the token is dead from that commit on, however late it is
 * stored; whatever commits before the read is seen by the checks (the new hash refuses the old
 * password; a stop does not refuse a login, its guards refuse the actions). No lock is needed
 * for that: it is a comparison of two values, one of which never goes back.
 *
 * The insert also re-reads the version, FOR SHARE, and stores nothing when it moved since the
 * login read it: the login then answers 409 `signed_out_meanwhile` (sign in again) rather than
 * handing out a token that would not work. The share lock waits for a bumping transaction still
 * open and re-checks the version once it committed, so on PostgreSQL that answer is exact too.
 *
 * `readVersion`: the version the caller's checks were made against; absent, the current one (only
 * for sessions made outside a login: tests and tools).
 */
export async function issueToken(db: Db, memberId: number, now: Date, readVersion?: number): Promise<Token> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const sameVersion = readVersion === undefined ? sql`true` : sql`credential_version = ${readVersion}`;
  const result = await db.execute(sql`
    INSERT INTO auth_tokens (member_id, token_hash, created_at, expires_at, credential_version)
    SELECT id, ${hashToken(token)}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz, credential_version
    FROM members WHERE id = ${memberId} AND ${sameVersion} FOR SHARE
    RETURNING id`);
  // Both drivers answer `{ rows }`; the shared Db type leaves the raw result unknown.
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new AppError(409, 'signed_out_meanwhile');
  return {
    token_type: 'Bearer',
    access_token: token,
    expires_at: Math.floor(now.getTime() / 1000),
    expires_in: TOKEN_TTL_SECONDS,
  };
}

/** The member columns a session carries (what `/auth/me` shows). */
export const sessionColumns = {
  id: members.id,
  name: members.name,
  level: members.level,
  realname: members.realname,
  phone: members.phone,
  email: members.email,
  birthday: members.birthday,
  inviteCode: members.inviteCode,
  lang: members.lang,
  qkPwdHash: members.qkPwdHash,
  status: members.status,
  createdAt: members.createdAt,
};
export type SessionMember = { [K in keyof typeof sessionColumns]: (typeof sessionColumns)[K]['_']['data'] | ((typeof sessionColumns)[K]['_']['notNull'] extends true ? never : null) };

/** The member behind a live token (not revoked, not expired), in one query; null otherwise. */
export async function findSession(db: Db, tokenHash: string, now: Date): Promise<SessionMember | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(authTokens)
    .innerJoin(members, eq(members.id, authTokens.memberId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        // Issued under credentials or a stop state that has changed since: dead (see issueToken).
        eq(authTokens.credentialVersion, members.credentialVersion),
      ),
    );
  return row ?? null;
}

/** Revokes one token (logout). */
export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/**
 * Ends every session of a member, in the caller's transaction with the write that calls for it
 * (password reset, a stop): the credential version goes up, so no token issued under the old one
 * works, even one a racing login stores later (see issueToken), and the live ones are revoked (which
 * tells their open streams, migration 0032).
 */
export async function endAllSessions(tx: Db, memberId: number, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({ credentialVersion: sql`${members.credentialVersion} + 1` })
    .where(eq(members.id, memberId));
  await tx.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
}

/**
 * Every session of a member but the one in use (a password change signs out other devices), in the
 * caller's transaction: as `endAllSessions`, and the kept token moves to the new version.
 */
export async function endOtherSessions(tx: Db, memberId: number, keepTokenHash: string, now: Date): Promise<void> {
  const [bumped] = await tx
    .update(members)
    .set({ credentialVersion: sql`${members.credentialVersion} + 1` })
    .where(eq(members.id, memberId))
    .returning({ version: members.credentialVersion });
  if (!bumped) return;
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.memberId, memberId), ne(authTokens.tokenHash, keepTokenHash), isNull(authTokens.revokedAt)));
  await tx
    .update(authTokens)
    .set({ credentialVersion: bumped.version })
    .where(and(eq(authTokens.memberId, memberId), eq(authTokens.tokenHash, keepTokenHash), isNull(authTokens.revokedAt)));
}
