import type { Db } from '../../db/client.ts';
import { tooSoon } from '../../errors.ts';
import { guardState, takeTry, type GuardRule } from '../platform/guard-counters.ts';

/**
 * Captcha keys one address may ask for: slider puzzles per minute (each a PNG drawn and a row
 * written) and plain keys per hour (README.md, "Configuration"). Each request is counted by one
 * conditional upsert (services/platform/guard-counters.ts) BEFORE anything is drawn, so a burst
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
