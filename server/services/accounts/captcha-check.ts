import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchaGeometry as g, type CaptchaFailureCode, type CaptchaTrailPoint } from '../../../domain/contracts/captcha-types.ts';
import type { CaptchaPowSolution } from '../../../domain/contracts/captcha.ts';
import { powSolved } from '../../captcha/pow.ts';
import { judgeTrail, trailHash } from '../../captcha/trail-check.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { captchas } from '../../db/schema/index.ts';
import { recordCaptchaMiss } from './captcha-limits.ts';

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
  const judged = await judge(db, key, answer, now);
  // A try gone wrong counts against the address that fetched the puzzle (captcha-limits.ts).
  if (judged.code && judged.address) await recordCaptchaMiss(db, judged.address, now);
  return judged.code;
}

/** The check's verdict, and the address the key was handed to when a try on it went wrong. */
interface Judged {
  code: CaptchaFailureCode | null;
  address: string | null;
}

async function judge(db: Db, key: string, answer: CaptchaAnswer, now: Date): Promise<Judged> {
  const human = answer.x !== undefined && judgeTrail(answer.trail, { x: answer.x }) === 'ok';
  const open = and(eq(captchas.key, key), isNull(captchas.checkedAt), gt(captchas.expiresAt, now));
  let row: { kind: 'slider' | 'plain'; gapX: number | null; challenge: typeof captchas.$inferSelect.powChallenge; secret: string | null; address: string | null } | undefined;
  try {
    [row] = await db
      .update(captchas)
      .set({ checkedAt: now, trailHash: human ? trailHash(answer.trail) : null })
      .where(open)
      .returning({ kind: captchas.kind, gapX: captchas.gapX, challenge: captchas.powChallenge, secret: captchas.powSecret, address: captchas.address });
  } catch (error) {
    if (!isUniqueViolation(error, 'captchas_trail_hash_key')) throw error;
    const [spent] = await db.update(captchas).set({ checkedAt: now }).where(open).returning({ address: captchas.address });
    return { code: 'captcha_failed', address: spent?.address ?? null };
  }
  // An unknown, used or expired key: nothing was tried on a puzzle, so nothing counts.
  if (!row) return { code: 'captcha_expired', address: null };
  const failed = (code: CaptchaFailureCode): Judged => ({ code, address: row.address });
  // A row from before the proof-of-work (none is issued without one now) cannot pass.
  if (!row.challenge || !row.secret || !(await powSolved(row.challenge, row.secret, answer.pow))) return failed('captcha_pow');
  if (row.kind === 'slider') {
    if (answer.x === undefined || row.gapX === null) return failed('captcha_missed');
    if (!human) return failed('captcha_too_fast');
    // Across only: the piece never moves up or down (README.md, the "Captcha:" paragraph).
    if (Math.abs(answer.x - row.gapX) > g.tolerance) return failed('captcha_missed');
  }
  await db.update(captchas).set({ passed: true }).where(eq(captchas.key, key));
  return { code: null, address: null };
}
