import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { captchaGeometry as g } from '../../../domain/contracts/captcha-types.ts';
import type { CaptchaPlainReply, CaptchaReply } from '../../../domain/contracts/replies/accounts.ts';
import type { CaptchaPowSolution } from '../../../domain/contracts/captcha.ts';
import type { CaptchaSettings } from '../../captcha/captcha-settings.ts';
import { issuePow, powSolutionAt, type IssuedPow } from '../../captcha/pow.ts';
import type { PuzzleStock } from '../../captcha/puzzle-stock.ts';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { missedOften, takePlainCaptcha, takeSliderCaptcha } from './captcha-limits.ts';

/** A puzzle must be solved within this time, and its key used by login/register within the same. */
export const CAPTCHA_TTL_SECONDS = 300;

const newKey = () => randomBytes(24).toString('base64url');
/** What every captcha row keeps, slider or plain: its key, proof-of-work, address and lifetime. */
const powRow = (key: string, pow: IssuedPow, address: string, createdAt: Date, expiresAt: Date) => ({
  key,
  powChallenge: pow.challenge,
  powSecret: pow.secret,
  powCounter: pow.counter,
  address,
  createdAt,
  expiresAt,
});
const expiryOf = (now: Date) => new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);

/**
 * Hands `address` a puzzle no one has seen (within its rate limit), drawn off the event loop, with
 * its proof-of-work; the gap's x and the pow's answer are kept in the database only, from now on,
 * so the expiry counts from now. The piece's top is the gap's: it moves across only.
 */
export async function createCaptcha(db: Db, puzzles: PuzzleStock, settings: CaptchaSettings, address: string, now: Date): Promise<CaptchaReply> {
  await takeSliderCaptcha(db, settings.perMinute, address, now);
  const key = newKey();
  const expiresAt = expiryOf(now);
  // An address that missed several times lately gets the plain path's harder work (captcha-limits.ts).
  const range = (await missedOften(db, settings.missesBeforeHarder, address, now)) ? 'plain' : 'slider';
  const [{ gapX, pieceY, background, piece }, pow] = await Promise.all([puzzles.take(), issuePow(range, settings.powCost, expiresAt)]);
  // Expired rows are swept by the `sweep-expired` job (server/jobs/), not here.
  await db.insert(captchas).values({ ...powRow(key, pow, address, now, expiresAt), kind: 'slider', gapX, pieceY });
  return { code: 200, key, data: background, piece, y: pieceY, width: g.width, height: g.height, expires_in: CAPTCHA_TTL_SECONDS, pow: pow.challenge };
}

/**
 * The non-visual path: a key with no picture and a harder proof-of-work (README.md, "Slider
 * captcha"), within the address's hourly limit. Checked on the pow alone, it yields the same
 * single-use key as a solved puzzle.
 */
export async function createPlainCaptcha(db: Db, settings: CaptchaSettings, address: string, now: Date): Promise<CaptchaPlainReply> {
  await takePlainCaptcha(db, settings.plainPerHour, address, now);
  const key = newKey();
  const expiresAt = expiryOf(now);
  const pow = await issuePow('plain', settings.powCost, expiresAt);
  await db.insert(captchas).values({ ...powRow(key, pow, address, now, expiresAt), kind: 'plain' });
  return { code: 200, key, pow: pow.challenge, expires_in: CAPTCHA_TTL_SECONDS };
}

/** Spends a solved key (login, register, SMS when required), of either kind; anything else is refused. */
export async function consumeCaptcha(db: Db, key: string | undefined, now: Date): Promise<void> {
  if (!key) throw new AppError(422, 'captcha_invalid');
  const spent = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.key, key), eq(captchas.passed, true), isNotNull(captchas.checkedAt), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ key: captchas.key });
  if (spent.length === 0) throw new AppError(422, 'captcha_invalid');
}

/** Dev inbox only: where the gap is (null for a plain key) and the pow's solution, so tests can pass the check. */
export async function captchaAnswer(db: Db, key: string): Promise<{ offset: number | null; pow: CaptchaPowSolution } | null> {
  const [row] = await db
    .select({ offset: captchas.gapX, challenge: captchas.powChallenge, counter: captchas.powCounter })
    .from(captchas)
    .where(eq(captchas.key, key));
  if (!row?.challenge || row.counter === null) return null;
  return { offset: row.offset, pow: await powSolutionAt(row.challenge, row.counter) };
}
