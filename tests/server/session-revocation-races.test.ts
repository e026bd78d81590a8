// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithPassword, PASSWORD, type Refusal } from './responsible-helpers.ts';
import { bearer, call, smsCode, startTestApp, type Reply, type Token } from './test-app.ts';

/**
 * A login that read the member's password before it changed must not leave a working session
 * behind, however its steps interleave with the change: 200 logins with the right password race
 * each way of signing a member out everywhere, and afterwards every token any of them got back is
 * refused. A time-out or self-exclusion lets the member sign in again to a withdraw-only lobby
 * (README.md, "Time-out and self-exclusion"), so there the rule is that no token, raced or not,
 * can put money in or play.
 */
const t = await startTestApp();
// Only the race decides here; the captcha and the phone limits have their own tests.
beforeAll(() => call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } }));
afterAll(() => t.close());

const LOGINS = 200;
const NEW_PASSWORD = 'abc987';
let addressSerial = 0;
/** Each login comes from its own address, so the login guard's per-address counts never decide. */
const nextAddress = () => {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
};

const post = <T = Refusal>(url: string, payload: unknown, token?: Token) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: token ? bearer(token) : {}, remoteAddress: nextAddress() }).then(
    (res): Reply<T> => ({ status: res.statusCode, body: res.json<T>() }),
  );
const login = (name: string) => post<Token & Refusal>('/auth/login?lang=en', { name, password: PASSWORD });
const me = (token: Token) => call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) });

/** Logins kept in flight at once: enough that some read the old password just before the trigger commits. */
const IN_FLIGHT = 25;

/**
 * 200 logins as a steady stream, IN_FLIGHT at a time, with the trigger fired once a quarter of them
 * have answered: logins then start all through the trigger's own password checks and commit, so
 * some read the old password (or no stop) just before it commits and store their token just after.
 */
async function race(name: string, trigger: () => Promise<Reply>): Promise<{ triggered: Reply; replies: Reply<Token & Refusal>[] }> {
  const replies: Reply<Token & Refusal>[] = [];
  let started = 0;
  let triggered: Promise<Reply> | undefined;
  const lane = async () => {
    while (started < LOGINS) {
      started += 1;
      replies.push(await login(name));
      if (!triggered && replies.length >= LOGINS / 4) triggered = trigger();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return { triggered: await triggered!, replies };
}

/** Every reply is a token, the wrong-password refusal, a stop refusal or the "sign in again" one: never a 500. */
function expectOnlyKnownAnswers(replies: Reply<Token & Refusal>[]): void {
  const statuses = new Set(replies.map((r) => r.status));
  for (const status of statuses) expect([200, 403, 409, 422]).toContain(status);
  for (const r of replies.filter((r) => r.status === 409)) expect(r.body.message).toBe('Your password or account was just changed on another device. Please log in again');
}

/** How many of the tokens the logins got back could still move money into a game wallet afterwards. */
async function stillPlaying(replies: Reply<Token & Refusal>[]): Promise<number> {
  const tokens = replies.filter((r) => r.status === 200).map((r) => r.body);
  const answers = await Promise.all(
    tokens.map((token) => call<Refusal & { code?: string }>(t.app, { method: 'POST', url: '/api/game/deposit?lang=en', headers: bearer(token), payload: { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' } })),
  );
  for (const a of answers.filter((a) => a.status !== 401)) expect(a).toMatchObject({ status: 403, body: { code: 'stopped_withdraw_only' } });
  return answers.filter((a) => a.status !== 401 && a.status !== 403).length;
}

/** The tokens the logins got back that still open a session afterwards. */
async function survivors(replies: Reply<Token & Refusal>[]): Promise<number> {
  const tokens = replies.filter((r) => r.status === 200).map((r) => r.body);
  const answers = await Promise.all(tokens.map((token) => me(token)));
  return answers.filter((a) => a.status !== 401).length;
}

// 200 scrypt logins each: about 35 s on a quiet 2-core machine, far more on a busy one.
describe('logins racing a change that signs the member out everywhere', { timeout: 240_000 }, () => {
  it('a password change: no login token survives, the changing session stays in', async () => {
    const m = await memberWithPassword(t);
    const { triggered, replies } = await race(m.name, () =>
      post('/member/password/modify?lang=en', { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, m.token),
    );
    expect(triggered.status).toBe(200);
    expectOnlyKnownAnswers(replies);
    expect(await survivors(replies)).toBe(0);
    expect((await me(m.token)).status).toBe(200);
  });

  it('a password reset by SMS: no login token survives', async () => {
    const m = await memberWithPassword(t);
    const code = await smsCode(t, m.phone);
    const { triggered, replies } = await race(m.name, () =>
      post('/auth/reset_pass?lang=en', { phone: m.phone, sms_code: code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
    );
    expect(triggered).toEqual({ status: 200, body: { message: 'Password reset, please log in' } });
    expectOnlyKnownAnswers(replies);
    expect(await survivors(replies)).toBe(0);
    expect((await me(m.token)).status).toBe(401);
  });

  it('a time-out: no login token, raced or new, can put money in or play', async () => {
    const m = await memberWithPassword(t);
    const { triggered, replies } = await race(m.name, () => post('/member/time_out?lang=en', { days: 1, password: PASSWORD }, m.token));
    expect(triggered.status).toBe(200);
    expectOnlyKnownAnswers(replies);
    expect(await stillPlaying(replies)).toBe(0);
  });

  it('a self-exclusion: no login token, raced or new, can put money in or play', async () => {
    const m = await memberWithPassword(t);
    const { triggered, replies } = await race(m.name, () => post('/member/self_exclude?lang=en', { months: 6, password: PASSWORD }, m.token));
    expect(triggered.status).toBe(200);
    expectOnlyKnownAnswers(replies);
    expect(await stillPlaying(replies)).toBe(0);
  });
});
