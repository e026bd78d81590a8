import type { Db } from '../../db/client.ts';
import { tooSoon } from '../../errors.ts';
import { guardState, takeTry, type GuardRule } from '../guards/guard-counters.ts';

/**
 * Captcha keys one address may ask for: slider puzzles per minute (each a PNG drawn and a row
 * written) and plain keys per hour (README.md, "Configuration"). Each request is counted by one
 * conditional upsert (server/services/guards/guard-counters.ts) BEFORE anything is drawn, so a burst
 * is handed exactly the limit, never more (a count followed by an insert let racing requests all through).
 */
const sliderRule = (perMinute: number): GuardRule => ({ scope: 'captcha', windowSeconds: 60, free: perMinute });
const plainRule = (perHour: number): GuardRule => ({ scope: 'captcha_plain', windowSeconds: 3600, free: perHour });

async function take(db: Db, rule: GuardRule, address: string, now: Date): Promise<void> {
  if (await takeTry(db, rule, address, now)) return;
  // 429 saying how long until the window that refused this one ends.
  throw tooSoon('captcha_too_frequent', (await guardState(db, rule, address, now)).waitMs);
}

export const takeSliderCaptcha = (db: Db, perMinute: number, address: string, now: Date) => take(db, sliderRule(perMinute), address, now);
export const takePlainCaptcha = (db: Db, perHour: number, address: string, now: Date) => take(db, plainRule(perHour), address, now);

/**
 * Slider tries an address got wrong lately (missed, too fast, no proof-of-work). A blind guess
 * passes about one try in fifteen (the tolerance over the slider's reach), so past a few misses the
 * address's next puzzles carry the plain path's harder proof-of-work: guessing then costs seconds of
 * CPU per try, while a person who missed a few times waits no longer than they look at the puzzle.
 * Counted per address only (a stranger elsewhere cannot slow a member down) in one upsert per miss.
 */
const missRule: GuardRule = { scope: 'captcha_miss', windowSeconds: 600, free: 1_000_000_000 };

export async function recordCaptchaMiss(db: Db, address: string, now: Date): Promise<void> {
  await takeTry(db, missRule, address, now);
}

/** True once `address` has missed `threshold` times lately: its next puzzle's proof-of-work is the harder one. */
export async function missedOften(db: Db, threshold: number, address: string, now: Date): Promise<boolean> {
  return (await guardState(db, missRule, address, now)).tries >= threshold;
}
