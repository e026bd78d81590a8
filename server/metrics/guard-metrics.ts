import { Counter } from 'prom-client';
import type { MessageKey } from '../i18n/translate.ts';
import { processRegistry } from './process-registry.ts';

/**
 * The guards whose refusals are counted, each named by the refusal it answers (server/services/
 * accounts/*-guard.ts, *-limits.ts, sms-codes.ts, live streams, withdrawals, feedback pictures,
 * pending deposits) — a fixed set, so the label stays bounded. A 429 of no guard listed counts as
 * `other`; `connections_per_address` is counted where the socket is refused (plugins/connection-cap.ts).
 */
const guardOfKey = {
  login_wait: 'login',
  captcha_too_frequent: 'captcha',
  qk_pwd_locked: 'withdrawal_password',
  phone_auth_wait: 'phone_auth',
  sms_too_frequent: 'sms_resend',
  sms_hourly_limit: 'sms_per_address',
  withdraw_wait: 'withdrawal_interval',
  live_member_streams_full: 'live_streams',
  live_address_streams_full: 'live_streams',
  feedback_image_quota: 'feedback_pictures',
  recharge_too_many_pending: 'pending_deposits',
  deposit_limit_reached: 'deposit_limit',
  deposit_limit_left: 'deposit_limit',
} as const satisfies Partial<Record<MessageKey, string>>;

export type GuardName = 'connections_per_address' | 'other' | (typeof guardOfKey)[keyof typeof guardOfKey];
const guardOf: Partial<Record<MessageKey, GuardName>> = guardOfKey;

const refusals = new Counter({
  name: 'lobby_guard_refusals_total',
  help: 'Requests and connections a guard refused (rate limits, tries, caps), by guard',
  labelNames: ['guard'] as const,
  registers: [processRegistry],
});

export const countRefusal = (guard: GuardName): void => refusals.inc({ guard });

/** Counts the refusal an error reply is, when it is one: a guard's message key, or any other 429. */
export function countRefusalOf(key: MessageKey | undefined, status: number): void {
  const guard = key === undefined ? undefined : guardOf[key];
  if (guard) countRefusal(guard);
  else if (status === 429) countRefusal('other');
}
