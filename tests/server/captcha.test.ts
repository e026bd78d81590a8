// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../server/db/schema/index.ts';
import { captchaGeometry, type CaptchaTrailPoint } from '../../domain/contracts/captcha-types.ts';
import { checkBody, humanTrail } from '../e2e/captcha-trail-helpers.ts';
import { call, startTestApp, type DevCaptchaAnswer, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Every puzzle of this file comes from one address: the per-minute limit is captcha-limits.test.ts's.
  t = await startTestApp({ captcha: { perMinute: 1000 } });
});
afterAll(() => t.close());

type Pow = DevCaptchaAnswer['pow'];
type Answer = { offset: number; pow: Pow };
const puzzle = () => call<{ code: number; key: string; data: string; piece: string; y: number; pow: { parameters: Record<string, unknown>; signature: string } }>(t.app, { method: 'GET', url: '/api/auth/captcha' });
const answerOf = async (key: string): Promise<Answer> => {
  const { offset, pow } = (await call<DevCaptchaAnswer>(t.app, { method: 'GET', url: `/api/dev/captcha/${key}` })).body;
  return { offset: offset!, pow };
};
const post = (payload: Record<string, unknown>) => call<unknown>(t.app, { method: 'POST', url: '/api/auth/check?lang=en', payload });
/** A human-shaped drag let go at x, with the pow given (the key's own unless told). */
const check = (key: string, x: number, pow: Pow | undefined, trail: CaptchaTrailPoint[] = humanTrail(x, 4)) => post({ key, tn_r: x, trail, pow });
// Each refusal names its code, so the lobby can say why in its own words.
const fails = (message: string, code: string) => ({ status: 422, body: { message, code } });
const missed = fails('Verification failed: the piece did not reach the gap', 'captcha_missed');
const tooFast = fails('Verification failed: moved too fast — drag the piece more slowly', 'captcha_too_fast');
const expired = fails('Verification failed: the puzzle expired — here is a new one', 'captcha_expired');
const powFailed = fails('Verification failed: the browser check did not finish — please try again', 'captcha_pow');
const ok = { status: 200, body: 'ok' };
const fresh = async () => {
  const { key } = (await puzzle()).body;
  return { key, ...(await answerOf(key)) };
};

describe('slider captcha', () => {
  it('draws a PNG puzzle with a proof-of-work; the piece starts at the gap’s height and the reply does not give its x away', async () => {
    const res = await puzzle();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'expires_in', 'height', 'key', 'piece', 'pow', 'width', 'y']);
    expect(res.body.data).toMatch(/^data:image\/png;base64,/);
    expect(res.body.pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000, keyLength: 32 });
    expect(res.body.pow.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.pow.signature).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, res.body.key));
    expect(row).toMatchObject({ kind: 'slider', pieceY: res.body.y });
    expect(res.body.y).toBeGreaterThanOrEqual(captchaGeometry.minTop);
    expect(res.body.y).toBeLessThanOrEqual(captchaGeometry.maxTop);
    const { offset } = await answerOf(res.body.key);
    expect(offset).toBeGreaterThanOrEqual(60);
    expect(offset).toBeLessThanOrEqual(190);
    expect(res.body).toMatchObject({ code: 200, width: 260, height: 160, expires_in: 300 });
  });

  it('judges across only: passes 4 px either side of the gap whatever the hand’s height, fails 5 px off as missed', async () => {
    for (const [dx, wobble] of [
      [-4, -30],
      [4, 25],
      [0, 0],
    ] as const) {
      const a = await fresh();
      expect(await check(a.key, a.offset + dx, a.pow, humanTrail(a.offset + dx, wobble)), `${dx} px, hand at ${wobble}`).toEqual(ok);
    }
    for (const dx of [-5, 5]) {
      const a = await fresh();
      expect(await check(a.key, a.offset + dx, a.pow), `${dx} px`).toEqual(missed);
      expect(await check(a.key, a.offset, a.pow), `${dx} px: key spent`).toEqual(expired);
    }
  });

  it('drops an old caller’s tn_y unread', async () => {
    const a = await fresh();
    expect(await post({ ...checkBody(a.key, a.offset, a.pow), tn_y: 57 })).toEqual(ok);
  });

  it('answers once per key: a used, unknown or expired key is captcha_expired', async () => {
    const a = await fresh();
    expect(await check(a.key, a.offset, a.pow)).toEqual(ok);
    expect(await check(a.key, a.offset, a.pow)).toEqual(expired);
    expect(await check('A'.repeat(32), 100, a.pow)).toEqual(expired);
    const b = await fresh();
    t.advance(301);
    expect(await check(b.key, b.offset, b.pow)).toEqual(expired);
    const [row] = await t.database.db.select({ passed: captchas.passed }).from(captchas).where(eq(captchas.key, b.key));
    expect(row!.passed).toBe(false);
  });

  it('answers captcha_too_fast to drags that do not look like a person’s, even on the exact answer, and spends the key', async () => {
    const even = (x: number, n: number, ms: number): CaptchaTrailPoint[] => Array.from({ length: n + 1 }, (_, i) => [Math.round((x * i) / n), 0, Math.round((ms * i) / n)] as const);
    const cases: [string, (a: Answer) => CaptchaTrailPoint[]][] = [
      ['no trail', () => []],
      ['9 points', (a) => humanTrail(a.offset, 0).slice(-9)],
      ['250 ms', (a) => humanTrail(a.offset, 0).map(([x, y, ms]) => [x, y, Math.round(ms / 5)] as const)],
      ['an even pace', (a) => even(a.offset, 20, 800)],
      ['a trail ending elsewhere', (a) => humanTrail(a.offset - 30, 0)],
    ];
    for (const [name, trail] of cases) {
      const a = await fresh();
      expect(await check(a.key, a.offset, a.pow, trail(a)), name).toEqual(tooFast);
      expect(await check(a.key, a.offset, a.pow), `${name}: key spent`).toEqual(expired);
    }
  });

  it('checks the proof-of-work before the offset: missing, wrong or another key’s is captcha_pow, and spends the key', async () => {
    const other = await fresh();
    const cases: [string, (a: Answer) => Pow | undefined][] = [
      ['missing', () => undefined],
      ['wrong derived key', (a) => ({ counter: a.pow.counter, derivedKey: a.pow.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) })],
      ['wrong counter, made-up key', (a) => ({ counter: a.pow.counter + 1, derivedKey: 'ab'.repeat(32) })],
      ['upper-case hex', (a) => ({ counter: a.pow.counter, derivedKey: a.pow.derivedKey.toUpperCase() })],
      ['another key’s solution', () => other.pow],
    ];
    for (const [name, pow] of cases) {
      const a = await fresh();
      // The right offset: a wrong pow is refused whatever the offset, so it tells a script nothing about it.
      expect(await check(a.key, a.offset, pow(a)), name).toEqual(powFailed);
      const b = await fresh();
      expect(await check(b.key, b.offset + 40, pow(b)), `${name}, off the gap`).toEqual(powFailed);
      expect(await check(a.key, a.offset, a.pow), `${name}: key spent`).toEqual(expired);
    }
    expect(await check(other.key, other.offset, other.pow)).toEqual(ok);
  });

  it('refuses a drag replayed for another key, though it ends on that key’s gap', async () => {
    const a = await fresh();
    const trail = humanTrail(a.offset, 2, 42);
    expect(await check(a.key, a.offset, a.pow, trail)).toEqual(ok);
    const [replayed, other] = [await fresh(), await fresh()];
    for (const p of [replayed, other]) await t.database.db.update(captchas).set({ gapX: a.offset }).where(eq(captchas.key, p.key));
    expect(await check(replayed.key, a.offset, replayed.pow, trail)).toEqual(fails('Verification failed', 'captcha_failed'));
    expect(await check(replayed.key, a.offset, replayed.pow), 'spent by the replay').toEqual(expired);
    expect(await check(other.key, a.offset, other.pow)).toEqual(ok);
  });

  it('keeps the address form (trail as x:y:t;…, pow as counter:key) working under the same rules', async () => {
    const get = (query: string) => call<unknown>(t.app, { method: 'GET', url: `/api/auth/check?${query}&lang=en` });
    const addressTrail = (x: number) =>
      humanTrail(x, 3)
        .map((p) => p.join(':'))
        .join(';');
    const a = await fresh();
    expect(await get(`tn_r=${a.offset}&trail=${encodeURIComponent(addressTrail(a.offset))}&pow=${a.pow.counter}:${a.pow.derivedKey}&key=${a.key}`)).toEqual(ok);
    // A drag of its own: reusing a's would be refused as a replay whenever b's gap lies near a's.
    const b = await fresh();
    expect(await get(`tn_r=${b.offset}&trail=${encodeURIComponent(addressTrail(b.offset))}&key=${b.key}`)).toEqual(powFailed);
  });

  it('rejects malformed answers and keys with 422, without spending the key', async () => {
    const a = await fresh();
    const good = checkBody(a.key, a.offset, a.pow);
    for (const [name, bad] of [
      ['offset as text', { ...good, tn_r: 'abc' }],
      ['negative offset', { ...good, tn_r: -5 }],
      ['offset too far', { ...good, tn_r: 9999 }],
      ['point of two numbers', { ...good, trail: [[1, 2], ...good.trail] }],
      ['too many points', { ...good, trail: Array.from({ length: 401 }, (_, i) => [0, 0, i]) }],
      ['counter as text', { ...good, pow: { ...a.pow, counter: 'x' } }],
      ['counter not whole', { ...good, pow: { ...a.pow, counter: 1.5 } }],
      ['injected key', { ...good, key: "x' OR '1'='1" }],
      ['empty key', { ...good, key: '' }],
    ] as const) {
      const res = await post(bad);
      expect(res.status, name).toBe(422);
    }
    expect(await post(good)).toEqual(ok);
  });
});
