// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHAS_PER_MINUTE } from '../../server/services/captchas.ts';
import { call, countRows, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const puzzle = () => call<{ code: number; key: string; data: string; piece: string; y: number }>(t.app, { method: 'GET', url: '/api/auth/captcha' });
const gapOf = async (key: string) => (await call<{ offset: number }>(t.app, { method: 'GET', url: `/api/dev/captcha/${key}` })).body.offset;
const check = (offset: number | string, key: string) => call<unknown>(t.app, { method: 'GET', url: `/api/auth/check?tn_r=${offset}&key=${key}&lang=en` });

describe('slider captcha', () => {
  it('draws a PNG puzzle whose reply does not give the gap away', async () => {
    const res = await puzzle();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'expires_in', 'height', 'key', 'piece', 'width', 'y']);
    expect(res.body.data).toMatch(/^data:image\/png;base64,/);
    expect(res.body.piece).toMatch(/^data:image\/png;base64,/);
    const gap = await gapOf(res.body.key);
    expect(gap).toBeGreaterThanOrEqual(60);
    expect(gap).toBeLessThanOrEqual(190);
    // Besides the pictures only constants and the piece's top travel; the gap's x is in no field.
    expect(res.body).toMatchObject({ code: 200, width: 260, height: 160, expires_in: 300 });
  });

  it("answers 'ok' within the tolerance, once per key", async () => {
    const { key } = (await puzzle()).body;
    const gap = await gapOf(key);
    expect(await check(gap + 3.5, key)).toEqual({ status: 200, body: 'ok' });
    expect(await check(gap, key)).toEqual({ status: 422, body: { message: 'Verification failed' } });
  });

  it('fails an offset outside the tolerance and does not allow a second try', async () => {
    const { key } = (await puzzle()).body;
    const gap = await gapOf(key);
    expect((await check(gap > 100 ? gap - 20 : gap + 20, key)).status).toBe(422);
    expect((await check(gap, key)).status).toBe(422);
  });

  it('expires unsolved puzzles', async () => {
    const { key } = (await puzzle()).body;
    const gap = await gapOf(key);
    t.advance(301);
    try {
      expect((await check(gap, key)).status).toBe(422);
    } finally {
      t.advance(-301);
    }
  });

  it('rejects malformed offsets and keys with 422', async () => {
    const { key } = (await puzzle()).body;
    for (const [offset, k] of [
      ['abc', key],
      ['-5', key],
      ['1e3', key],
      ['9999', key],
      ['50', "x' OR '1'='1"],
      ['50', ''],
    ] as const) {
      const res = await check(encodeURIComponent(offset), encodeURIComponent(k));
      expect(res.status, `${offset} ${k}`).toBe(422);
    }
    // The malformed calls did not spend the key.
    expect((await check(await gapOf(key), key)).status).toBe(200);
  });

  it('limits puzzles per address to 30 a minute, answering 429 in the caller language and writing nothing', async () => {
    const from = (remoteAddress: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/auth/captcha?lang=${lang}`, remoteAddress });
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i += 1) {
      t.advance(1);
      expect((await from('203.0.113.5')).statusCode, `puzzle ${i + 1}`).toBe(200);
    }
    const before = await countRows(t.database, 'captchas');
    const refused = await from('203.0.113.5', 'zh_hk');
    expect(refused.statusCode).toBe(429);
    // The first of the 30 was asked for 29 s ago (plus the real time the calls took), so the
    // address is free again in about 31 s.
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(31);
    expect(refused.json()).toEqual({ message: `獲取驗證圖片過於頻繁，請${seconds}秒後再試` });
    expect(await countRows(t.database, 'captchas')).toBe(before);
    expect((await from('203.0.113.6')).statusCode).toBe(200);
    // Waiting as long as told is enough.
    t.advance(seconds);
    try {
      expect((await from('203.0.113.5')).statusCode).toBe(200);
    } finally {
      t.advance(-(seconds + CAPTCHAS_PER_MINUTE));
    }
  });
});
