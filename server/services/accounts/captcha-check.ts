import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchaGeometry as g, type CaptchaFailureCode, type CaptchaPowSolution, type CaptchaTrailPoint } from '../../../src/contracts/captcha-types.ts';
import { powSolved } from '../../captcha/pow.ts';
import { judgeTrail, trailHash } from '../../captcha/trail-check.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { captchas } from '../../db/schema/index.ts';

/** What the check sent: where the piece was let go (across; none for a plain key), the drag, the proof-of-work. */
export interface CaptchaAnswer {
  x: number | undefined;
  trail: readonly CaptchaTrailPoint[];
  pow: CaptchaPowSolution | undefined;
}

/**
 * One check per key: null when it passes, else why not. The key is spent first, whatever the
 * outcome, in one UPDATE … RETURNING (two racing checks: one gets the row, the other
 * `captcha_expired`). Then, in this order: the proof-of-work (so a script that skips it learns
 * nothing about the offset), the drag's likeness to a person's, the distance across to the gap. A
 * drag already used for another key (its fingerprint is unique) spends this one and fails.
 */
export async function checkCaptcha(db: Db, key: string, answer: CaptchaAnswer, now: Date): Promise<CaptchaFailureCode | null> {
  const human = answer.x !== undefined && judgeTrail(answer.trail, { x: answer.x }) === 'ok';
  const open = and(eq(captchas.key, key), isNull(captchas.checkedAt), gt(captchas.expiresAt, now));
  let row: { kind: 'slider' | 'plain'; gapX: number | null; challenge: typeof captchas.$inferSelect.powChallenge; secret: string | null } | undefined;
  try {
    [row] = await db
      .update(captchas)
      .set({ checkedAt: now, trailHash: human ? trailHash(answer.trail) : null })
      .where(open)
      .returning({ kind: captchas.kind, gapX: captchas.gapX, challenge: captchas.powChallenge, secret: captchas.powSecret });
  } catch (error) {
    if (!isUniqueViolation(error, 'captchas_trail_hash_key')) throw error;
    await db.update(captchas).set({ checkedAt: now }).where(open);
    return 'captcha_failed';
  }
  if (!row) return 'captcha_expired';
  // A row from before the proof-of-work (none is issued without one now) cannot pass.
  if (!row.challenge || !row.secret || !(await powSolved(row.challenge, row.secret, answer.pow))) return 'captcha_pow';
  if (row.kind === 'slider') {
    if (answer.x === undefined || row.gapX === null) return 'captcha_missed';
    if (!human) return 'captcha_too_fast';
    // Across only: the piece never moves up or down (README.md, the "Captcha:" paragraph).
    if (Math.abs(answer.x - row.gapX) > g.tolerance) return 'captcha_missed';
  }
  await db.update(captchas).set({ passed: true }).where(eq(captchas.key, key));
  return null;
}
