// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { captchaSettingsOf } from '../../server/config/settings-of.ts';
import { StartRefused } from '../../server/stand-ins/stand-in-switches.ts';
import { captchaPow } from '../../domain/contracts/captcha-types.ts';
import { countRows, startTestApp, type TestApp } from './test-app.ts';
import { captchas } from '../../server/db/schema/index.ts';
import { eq } from 'drizzle-orm';

const PER_MINUTE = 30;
const PER_HOUR = 10;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ captcha: { perMinute: PER_MINUTE, plainPerHour: PER_HOUR } });
});
afterAll(() => t.close());

const slider = (remoteAddress: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/auth/captcha?lang=${lang}`, remoteAddress });
const plain = (remoteAddress: string, lang = 'en') => t.app.inject({ method: 'POST', url: `/api/auth/captcha/plain?lang=${lang}`, remoteAddress });

describe('captcha limits per address', () => {
  it('hands a burst of 200 plain requests exactly the hourly limit, refusing the rest with 429 in the caller’s language', async () => {
    const before = await countRows(t.database, 'captchas');
    const replies = await Promise.all(Array.from({ length: 200 }, () => plain('203.0.113.20', 'zh_cn')));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(PER_HOUR);
    expect(codes.filter((c) => c === 429).length).toBe(200 - PER_HOUR);
    expect(await countRows(t.database, 'captchas')).toBe(before + PER_HOUR);
    const refused = replies.find((r) => r.statusCode === 429)!;
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ message: `获取验证图片过于频繁，请${seconds}秒后再试`, code: 'captcha_too_frequent' });
    // Another address has its own count; the slider's is apart from the plain one's.
    expect((await plain('203.0.113.21')).statusCode).toBe(200);
    expect((await slider('203.0.113.20')).statusCode).toBe(200);
  });

  it('hands a burst of 200 slider requests exactly the per-minute limit, and frees the address once told to wait', async () => {
    const before = await countRows(t.database, 'captchas');
    const replies = await Promise.all(Array.from({ length: 200 }, () => slider('203.0.113.30', 'zh_hk')));
    expect(replies.filter((r) => r.statusCode === 200).length).toBe(PER_MINUTE);
    expect(await countRows(t.database, 'captchas')).toBe(before + PER_MINUTE);
    const refused = replies.find((r) => r.statusCode === 429)!;
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: `獲取驗證圖片過於頻繁，請${seconds}秒後再試` });
    t.advance(seconds);
    expect((await slider('203.0.113.30')).statusCode).toBe(200);
  }, 120_000);
});

describe('an address that keeps missing', () => {
  const counterOf = async (reply: { json(): { key: string } }) => {
    const [row] = await t.database.db.select({ counter: captchas.powCounter }).from(captchas).where(eq(captchas.key, reply.json().key));
    return row!.counter!;
  };
  const miss = async (address: string) => {
    const puzzle = await slider(address);
    // A guess with no proof-of-work: refused, and counted against the address that fetched the puzzle.
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/check', remoteAddress: address, payload: { key: puzzle.json().key, tn_r: 100, trail: [] } });
    expect(res.statusCode).toBe(422);
  };

  it('gets the harder proof-of-work after 3 misses in ten minutes; other addresses keep the usual one', async () => {
    for (let i = 0; i < 2; i += 1) await miss('198.51.100.7');
    expect(await counterOf(await slider('198.51.100.7'))).toBeLessThanOrEqual(captchaPow.counterMax);
    await miss('198.51.100.7');
    for (let i = 0; i < 3; i += 1) expect(await counterOf(await slider('198.51.100.7'))).toBeGreaterThanOrEqual(captchaPow.plainCounterMin);
    expect(await counterOf(await slider('198.51.100.8'))).toBeLessThanOrEqual(captchaPow.counterMax);
    t.advance(601);
    expect(await counterOf(await slider('198.51.100.7'))).toBeLessThanOrEqual(captchaPow.counterMax);
  });
});

describe('captcha settings', () => {
  it('reads the limits and the pow cost, with their defaults when unset', () => {
    expect(captchaSettingsOf({})).toEqual({ perMinute: 30, plainPerHour: 10, powCost: captchaPow.cost, missesBeforeHarder: 3 });
    expect(
      captchaSettingsOf({ CAPTCHAS_PER_MINUTE: '2000', CAPTCHA_PLAIN_PER_HOUR: '500', CAPTCHA_POW_COST: '20000', CAPTCHA_MISSES_BEFORE_HARDER: '1000' }),
    ).toEqual({ perMinute: 2000, plainPerHour: 500, powCost: 20000, missesBeforeHarder: 1000 });
    // As low as 1 for a benchmark that solves thousands of puzzles (bench/captcha-solver.ts).
    expect(captchaSettingsOf({ CAPTCHA_POW_COST: '1' }).powCost).toBe(1);
  });

  it('stops the start on a typo rather than running on the default', async () => {
    for (const env of [{ CAPTCHAS_PER_MINUTE: '3O' }, { CAPTCHAS_PER_MINUTE: '0' }, { CAPTCHA_PLAIN_PER_HOUR: '-1' }, { CAPTCHA_POW_COST: '5e3' }, { CAPTCHA_POW_COST: '0' }, { CAPTCHA_POW_COST: '1000001' }]) {
      expect(() => captchaSettingsOf(env), JSON.stringify(env)).toThrow(StartRefused);
    }
    const saved = process.env.CAPTCHA_PLAIN_PER_HOUR;
    process.env.CAPTCHA_PLAIN_PER_HOUR = 'ten';
    try {
      await expect(buildApp({ database: t.database })).rejects.toThrow('CAPTCHA_PLAIN_PER_HOUR=ten is not understood');
    } finally {
      if (saved === undefined) delete process.env.CAPTCHA_PLAIN_PER_HOUR;
      else process.env.CAPTCHA_PLAIN_PER_HOUR = saved;
    }
  });
});
