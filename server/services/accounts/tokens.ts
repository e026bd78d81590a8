import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Token } from '../../../src/contracts/session-types.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, members } from '../../db/schema/index.ts';

/** Token lifetime (7 days). */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Only this hash is stored: a leaked database does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a random opaque bearer token; `expires_at` is the issue time in seconds (spec point 4). */
export async function issueToken(db: Db, memberId: number, now: Date): Promise<Token> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
  });
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
  /** The member's own stops (issue 27): a transfer into a game checks them without another round trip. */
  timeOutUntil: members.timeOutUntil,
  excludedUntil: members.excludedUntil,
};
export type SessionMember = { [K in keyof typeof sessionColumns]: (typeof sessionColumns)[K]['_']['data'] | ((typeof sessionColumns)[K]['_']['notNull'] extends true ? never : null) };

/** The member behind a live token (not revoked, not expired), in one query; null otherwise. */
export async function findSession(db: Db, tokenHash: string, now: Date): Promise<SessionMember | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(authTokens)
    .innerJoin(members, eq(members.id, authTokens.memberId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)));
  return row ?? null;
}

/** Revokes one token (logout). */
export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a member (password reset). */
export async function revokeAllTokens(db: Db, memberId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a member but the one in use (a password change signs out other devices). */
export async function revokeOtherTokens(db: Db, memberId: number, keepTokenHash: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.memberId, memberId), ne(authTokens.tokenHash, keepTokenHash), isNull(authTokens.revokedAt)));
}
