// @vitest-environment node
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { members } from '../../server/db/schema/index.ts';
import { ConfirmWaiters } from '../../server/services/live/confirm-waiters.ts';
import { localInvalidations, postgresInvalidations, type Invalidations } from '../../server/services/live/invalidations.ts';
import { memberWithPassword, PASSWORD, stopsOf, type Refusal } from './responsible-helpers.ts';
import { bearer, call, startTestApp, walletCents, type Token } from './test-app.ts';

/**
 * A logout or a stop is said done only once every process was told to forget the sessions: a
 * message that could not be sent is an error answer. And money into a game reads the member's
 * stop from the database under the row lock, never from the session a process still holds.
 */
const t = await startTestApp();
/** Confirmed messages this bus is still to fail (then it sends them as the real one would). */
const failing = { left: 0 };
/** The NOTIFY of a PostgreSQL connection that broke: confirmed messages fail while `failing.left` > 0. */
function failingSender(): Invalidations {
  const bus = localInvalidations();
  return {
    ...bus,
    publish: async (message, options) => {
      if (options?.confirm && failing.left > 0) {
        failing.left -= 1;
        throw new Error('NOTIFY failed: connection terminated');
      }
      return bus.publish(message, options);
    },
  };
}
let flaky: FastifyInstance;
beforeAll(async () => {
  flaky = await buildApp({ database: t.database, devEndpoints: true, clock: () => t.app.clock(), invalidations: failingSender() });
});
afterAll(async () => {
  await flaky.close();
  await t.close();
});

const post = async <T = Refusal>(app: FastifyInstance, url: string, token: Token, payload?: unknown) =>
  call<T>(app, { method: 'POST', url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('ConfirmWaiters', () => {
  it('rejects when the message could not be sent, rather than resolving as if it had been heard', async () => {
    const waiters = new ConfirmWaiters();
    const sent = waiters.wait('session:abc', 2, () => Promise.reject(new Error('NOTIFY failed')));
    await expect(sent).rejects.toThrow('NOTIFY failed');
  });

  it('resolves once every process answered', async () => {
    const waiters = new ConfirmWaiters();
    const sent = waiters.wait('session:abc', 2, async () => {
      waiters.answered('session:abc', 1);
      waiters.answered('session:abc', 2);
    });
    await expect(sent).resolves.toBeUndefined();
  });
});

describe('the PostgreSQL bus with its LISTEN connection down', () => {
  it('rejects a confirmed message instead of keeping it for later and resolving', async () => {
    // Never started: no connection, as while a lost one is coming back.
    const bus = postgresInvalidations('postgres://nobody@127.0.0.1:1/none');
    await expect(bus.publish('session:abc', { confirm: true })).rejects.toThrow('the invalidation connection is down');
    await expect(bus.publish('content:*')).resolves.toBeUndefined();
    await bus.close();
  });
});

describe('a sign-out whose message cannot be sent', () => {
  it('makes logout answer 503 in the caller language, not "logged out"', async () => {
    const { token } = await memberWithPassword(t);
    failing.left = 100;
    const en = await post(flaky, '/auth/logout?lang=en', token);
    failing.left = 0;
    expect(en).toEqual({ status: 503, body: { message: 'Logged out, but not every server confirmed it yet; the session stops working everywhere within a few seconds' } });
    const other = await memberWithPassword(t);
    failing.left = 100;
    const zh = await post(flaky, '/auth/logout?lang=zh_cn', other.token);
    failing.left = 0;
    expect(zh).toEqual({ status: 503, body: { message: '已退出，但并非所有服务器都确认了退出；该登录会在几秒内在所有地方失效' } });
  });

  it('is sent again when a send fails, and logout answers "logged out" once one got through', async () => {
    const { token } = await memberWithPassword(t);
    failing.left = 2;
    expect(await post(flaky, '/auth/logout?lang=en', token)).toEqual({ status: 200, body: { message: 'You have logged out.' } });
    expect(failing.left).toBe(0);
    expect((await post(t.app, '/auth/me', token)).status).toBe(401);
  });

  it('makes a time-out answer 503, with the stop saved and the sessions ended', async () => {
    const m = await memberWithPassword(t);
    failing.left = 100;
    const res = await post(flaky, '/member/time_out?lang=en', m.token, { days: 1, password: PASSWORD });
    failing.left = 0;
    expect(res).toEqual({ status: 503, body: { message: 'Saved, but not every server confirmed the sign-out of your other sessions yet; they stop working within a few seconds' } });
    expect((await stopsOf(t, m.id)).timeOut).not.toBeNull();
    expect((await post(t.app, '/auth/me', m.token)).status).toBe(401);
  });

  it('makes a self-exclusion answer 503 in zh_hk', async () => {
    const m = await memberWithPassword(t);
    failing.left = 100;
    const res = await post(flaky, '/member/self_exclude?lang=zh_hk', m.token, { months: 6, password: PASSWORD });
    failing.left = 0;
    expect(res).toEqual({ status: 503, body: { message: '已儲存，但並非所有伺服器都確認了其他裝置的登出；這些登入會在幾秒內失效' } });
  });
});

describe('a stop the session cache has not heard of yet', () => {
  it('refuses the next transfer into a game at once, and moves nothing', async () => {
    const m = await memberWithPassword(t, 10_000);
    // The session is read and cached as "no stop".
    expect((await post(t.app, '/auth/me', m.token)).status).toBe(200);
    // A stop written by another process (or the operator's tool) whose message has not arrived here.
    const until = new Date(t.app.clock().getTime() + 86_400_000);
    await t.database.db.update(members).set({ timeOutUntil: until }).where(eq(members.id, m.id));
    const res = await post(t.app, '/game/deposit?lang=en', m.token, { api_code: 'rl_slot_starforge', money: '10.00', direction: 'in' });
    expect(res).toMatchObject({ status: 403, body: { code: 'stopped_withdraw_only', stop: 'timed_out', until: until.toISOString() } });
    expect(await walletCents(t, m.id)).toBe(10_000);
  });
});
