import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { toLang, type Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, members, playSessions } from '../../db/schema/index.ts';
import { hashToken } from '../accounts/tokens.ts';

/** A demo game stays playable this long after it was opened. */
export const PLAY_SESSION_SECONDS = 2 * 3600;
/** The popup's cookie: HttpOnly, so no script can read it; SameSite=Strict, so no other site can bet with it. */
export const PLAY_COOKIE = 'rl_play';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface PlaySession {
  id: number;
  memberId: number;
  apiName: string;
  gameCode: string | null;
  lang: Lang;
  /** Hash of the bearer token the game was launched from: its login's reality check applies here. */
  authTokenHash: string | null;
}

/**
 * Opens the table of a launched game; the token goes into the popup's cookie, only its hash is
 * stored, with the hash of the bearer token the game was launched from.
 */
export async function openPlaySession(db: Db, launch: Omit<PlaySession, 'id'>, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions are deleted by the `sweep-expired` job (server/jobs/).
  await db.insert(playSessions).values({
    tokenHash: hashToken(token),
    memberId: launch.memberId,
    apiName: launch.apiName,
    gameCode: launch.gameCode,
    lang: launch.lang,
    authTokenHash: launch.authTokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PLAY_SESSION_SECONDS * 1000),
  });
  return token;
}

/**
 * The live session of a cookie token; null for a missing, unknown or expired one, and for one whose
 * login is over (logged out, revoked by a password change, expired, or issued under an older
 * credential version: services/accounts/tokens.ts): the inner joins find no token.
 */
export async function findPlaySession(db: Db, token: string | undefined, now: Date): Promise<PlaySession | null> {
  if (!token || !tokenPattern.test(token)) return null;
  const [row] = await db
    .select({ id: playSessions.id, memberId: playSessions.memberId, apiName: playSessions.apiName, gameCode: playSessions.gameCode, lang: playSessions.lang, authTokenHash: playSessions.authTokenHash })
    .from(playSessions)
    .innerJoin(authTokens, and(eq(authTokens.tokenHash, playSessions.authTokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .innerJoin(members, and(eq(members.id, authTokens.memberId), eq(members.credentialVersion, authTokens.credentialVersion)))
    .where(and(eq(playSessions.tokenHash, hashToken(token)), gt(playSessions.expiresAt, now)));
  return row ? { ...row, lang: toLang(row.lang) } : null;
}

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The Set-Cookie header of a session token, scoped to the demo game's own paths; `Secure` when the
 * page was asked for over https (so the cookie never travels in clear text after that).
 */
export function playCookie(token: string, path: string, secure: boolean): string {
  return `${PLAY_COOKIE}=${token}; Path=${path}; Max-Age=${PLAY_SESSION_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * The member and language of a cookie's play session, whether or not its login still works: a game
 * closed by a time-out tells that member, in their language, what stays open (routes/demo-game.ts).
 * Null for an unknown token.
 */
export async function playSessionMember(db: Db, token: string | undefined): Promise<{ memberId: number; lang: Lang } | null> {
  if (!token || !tokenPattern.test(token)) return null;
  const [row] = await db.select({ memberId: playSessions.memberId, lang: playSessions.lang }).from(playSessions).where(eq(playSessions.tokenHash, hashToken(token)));
  return row ? { memberId: row.memberId, lang: toLang(row.lang) } : null;
}
