import { captchaPow } from '../../domain/contracts/captcha-types.ts';
import { wholeFromEnv } from '../config/whole-from-env.ts';

/** The captcha's limits and proof-of-work cost of one server (README.md, "Configuration"). */
export interface CaptchaSettings {
  /** Slider puzzles one address may ask for per minute: each is a PNG drawn and a row written. */
  perMinute: number;
  /** Plain (non-visual) keys one address may ask for per hour: no picture, so fewer, and their proof-of-work is harder. */
  plainPerHour: number;
  /** PBKDF2 iterations of one proof-of-work try (`captchaPow.cost` unless set). */
  powCost: number;
  /** Slider misses from one address within ten minutes after which its puzzles carry the harder proof-of-work. */
  missesBeforeHarder: number;
}

/**
 * Read once when the app is built, strictly: a typo stops the start with a sentence rather than
 * passing as the default. An operator whose members share one address (a large NAT) raises the
 * limits; the end-to-end suite, where every browser is 127.0.0.1, does too.
 */
export function captchaSettingsOf(env: NodeJS.ProcessEnv): CaptchaSettings {
  return {
    perMinute: wholeFromEnv(env, 'CAPTCHAS_PER_MINUTE', 30, 1, 1_000_000_000),
    plainPerHour: wholeFromEnv(env, 'CAPTCHA_PLAIN_PER_HOUR', 10, 1, 1_000_000_000),
    // Below ~1,000 iterations a try costs a script next to nothing, so a live server keeps the
    // default; as low as 1 is allowed for benchmarks that solve thousands of puzzles (the solver
    // benchmark measures the real cost apart). Above a million one try is seconds.
    powCost: wholeFromEnv(env, 'CAPTCHA_POW_COST', captchaPow.cost, 1, 1_000_000),
    missesBeforeHarder: wholeFromEnv(env, 'CAPTCHA_MISSES_BEFORE_HARDER', 3, 1, 1_000_000_000),
  };
}
