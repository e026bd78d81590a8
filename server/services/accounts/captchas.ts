import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { captchaGeometry as g, type CaptchaReply, type CaptchaTrailPoint } from '../../../src/contracts/captcha-types.ts';
import type { PuzzleStock } from '../../captcha/puzzle-stock.ts';
import { judgeTrail, trailHash } from '../../captcha/trail-check.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { captchas } from '../../db/schema/index.ts';
import { AppError, tooSoon } from '../../errors.ts';

/** A puzzle must be solved within this time, and its key used by login/register within the same. */
export const CAPTCHA_TTL_SECONDS = 300;
/**
 * Puzzles one address may ask for per minute: each is a PNG drawn and two writes. An operator
 * whose members share one address (a large NAT) raises it; the end-to-end suite, where every
 * browser is 127.0.0.1, does too.
 */
export const CAPTCHAS_PER_MINUTE = Number(process.env.CAPTCHAS_PER_MINUTE) || 30;

/** Refuses (429, saying how long to wait) an address that asked for too many puzzles in the last minute. */
async function assertCaptchaAllowed(db: Db, address: string, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const recent = and(eq(captchas.address, address), gt(captchas.createdAt, minuteAgo));
  const [row] = await db.select({ n: count() }).from(captchas).where(recent);
  if ((row?.n ?? 0) < CAPTCHAS_PER_MINUTE) return;
  // Free again once enough of the minute's puzzles have aged out of it.
  const [oldest] = await db
    .select({ at: captchas.createdAt })
    .from(captchas)
    .where(recent)
    .orderBy(asc(captchas.createdAt))
    .offset((row?.n ?? 0) - CAPTCHAS_PER_MINUTE)
    .limit(1);
  throw tooSoon('captcha_too_frequent', oldest ? oldest.at.getTime() + 60_000 - now.getTime() : 60_000);
}

/**
 * Hands `address` a puzzle no one has seen (within its rate limit), drawn off the event loop; the
 * gap position is kept in the database only, from now on, so its expiry counts from now.
 */
export async function createCaptcha(db: Db, puzzles: PuzzleStock, address: string, now: Date): Promise<CaptchaReply> {
  await assertCaptchaAllowed(db, address, now);
  const key = randomBytes(24).toString('base64url');
  // The piece's start height is drawn on its own, so the height to move it by is as unknown as the gap's.
  const startY = randomInt(g.minTop, g.maxTop + 1);
  const { gapX, pieceY, background, piece } = await puzzles.take();
  // Expired rows are swept by the `sweep-expired` job (server/jobs/), not here.
  await db.insert(captchas).values({
    key,
    gapX,
    pieceY,
    startY,
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return {
    code: 200,
    key,
    data: background,
    piece,
    y: startY,
    width: g.width,
    height: g.height,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
}

/** Where the piece was let go: the handle's x, the piece's vertical shift, and the drag that got it there. */
export interface CaptchaAnswer {
  x: number;
  y: number;
  trail: readonly CaptchaTrailPoint[];
}

/**
 * One check per key: true when the drag looks like a person's and the piece lies within the
 * tolerance of the gap. The key is spent whatever the outcome; a drag already used for another key
 * (its fingerprint is unique) spends this one and fails.
 */
export async function checkCaptcha(db: Db, key: string, answer: CaptchaAnswer, now: Date): Promise<boolean> {
  const human = judgeTrail(answer.trail, answer) === 'ok';
  const open = and(eq(captchas.key, key), isNull(captchas.checkedAt), gt(captchas.expiresAt, now));
  let row: { gapX: number; dy: number } | undefined;
  try {
    [row] = await db
      .update(captchas)
      .set({ checkedAt: now, trailHash: human ? trailHash(answer.trail) : null })
      .where(open)
      .returning({ gapX: captchas.gapX, dy: sql<number>`${captchas.pieceY} - ${captchas.startY}` });
  } catch (error) {
    if (!isUniqueViolation(error, 'captchas_trail_hash_key')) throw error;
    await db.update(captchas).set({ checkedAt: now }).where(open);
    return false;
  }
  if (!row || !human) return false;
  const passed = Math.hypot(answer.x - row.gapX, answer.y - Number(row.dy)) <= g.tolerance;
  if (passed) await db.update(captchas).set({ passed: true }).where(eq(captchas.key, key));
  return passed;
}

/** Spends a solved key (login, register, SMS when required); anything else is refused. */
export async function consumeCaptcha(db: Db, key: string | undefined, now: Date): Promise<void> {
  if (!key) throw new AppError(422, 'captcha_invalid');
  const spent = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.key, key), eq(captchas.passed, true), isNotNull(captchas.checkedAt), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ key: captchas.key });
  if (spent.length === 0) throw new AppError(422, 'captcha_invalid');
}

/** Dev inbox only: where the gap is (x, and the height to move the piece by), so end-to-end tests can solve the puzzle. */
export async function captchaAnswer(db: Db, key: string): Promise<{ offset: number; dy: number } | null> {
  const [row] = await db
    .select({ offset: captchas.gapX, dy: sql<number>`${captchas.pieceY} - ${captchas.startY}` })
    .from(captchas)
    .where(eq(captchas.key, key));
  return row ? { offset: row.offset, dy: Number(row.dy) } : null;
}
