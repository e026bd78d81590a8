/**
 * The captcha's limits and proof-of-work cost of one server, read from the environment at start
 * (server/config/server-env.ts, README.md "Configuration"). An operator whose members share one
 * address (a large NAT) raises the limits; the end-to-end suite, where every browser is 127.0.0.1, does too.
 */
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
